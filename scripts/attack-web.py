#!/usr/bin/env python3
"""Attacks on wordgames-web, on loopback only, bounded in count and time.

Starts the server (a release build by default) on 127.0.0.1, waits for today's puzzles, then
runs each attack for --seconds while an ordinary client (127.0.0.1) asks for a cached daily
document and plays a wordseq move every 100 ms. For each attack it prints one line: the share of
ordinary requests answered with 2xx within 5 s, the server's most threads and most resident
memory during the attack (from /proc/PID/status), against the idle figures measured first.

    cargo build --release -p wordgames-web
    python3 scripts/attack-web.py [--server target/release/wordgames-web] [--seconds 15]
        [--only dropped,pipeline,slowloris,addresses,heads] [-- EXTRA SERVER ARGS]

Every connection goes to 127.0.0.1 from an address in 127.0.0.0/8 (all of it is this machine
on Linux); nothing is sent anywhere else. Each attack stops after --seconds (at most 60) and
opens at most a fixed number of connections (see LIMITS). The figures of a run go in
docs/RELIABILITY.md ("Under attack: the web app").
"""

import argparse
import asyncio
import json
import os
import re
import socket
import subprocess
import sys
import time

LOOPBACK = "127.0.0.1"
LIMITS = {
    "dropped": 20_000,  # connections opened and reset
    "pipeline": 100,  # connections that never read
    "slowloris": 20_000,  # connections opened in all
    "addresses": 30_000,  # distinct source addresses
    "heads": 2_000,  # oversized or broken heads
}


def proc_status(pid):
    """(threads, resident KiB) of process pid."""
    threads = rss = 0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("Threads:"):
                threads = int(line.split()[1])
            elif line.startswith("VmRSS:"):
                rss = int(line.split()[1])
    return threads, rss


def source(i):
    """The i-th attacking address: 127.1.x.y (never 127.0.0.1, the ordinary client's)."""
    i %= 65_000
    return f"127.1.{i // 250}.{i % 250 + 1}"


async def open_from(addr, port, src=None):
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setblocking(False)
    if src:
        sock.bind((src, 0))
    loop = asyncio.get_running_loop()
    await loop.sock_connect(sock, (addr, port))
    return sock


async def exchange(port, request, src=None, timeout=5.0):
    """Sends request on a new connection; the status code, or None."""
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection(LOOPBACK, port, local_addr=(src, 0) if src else None),
            timeout,
        )
        writer.write(request)
        await writer.drain()
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
        length = re.search(rb"content-length: (\d+)", head, re.I)
        if length:
            await asyncio.wait_for(reader.readexactly(int(length.group(1))), timeout)
        writer.close()
        return int(head.split()[1]), head
    except Exception:
        return None, b""


def get(path):
    return f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode()


def post(path, body):
    data = json.dumps(body).encode()
    return (
        f"POST {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n"
    ).encode() + data


async def ordinary(port, stop, tally):
    """The ordinary player: a daily document and a wordseq move, every 100 ms."""
    requests = [
        get("/api/daily?date=2026-01-01"),
        post("/api/wordseq", {"date": "2026-01-01", "moves": []}),
    ]
    i = 0
    while not stop.is_set():
        status, _ = await exchange(port, requests[i % 2])
        tally["sent"] += 1
        if status is not None and 200 <= status < 300:
            tally["answered"] += 1
        i += 1
        await asyncio.sleep(0.1)


async def sample(pid, stop, peaks):
    while not stop.is_set():
        try:
            threads, rss = proc_status(pid)
        except OSError:
            peaks["died"] = True
            return
        peaks["threads"] = max(peaks["threads"], threads)
        peaks["rss"] = max(peaks["rss"], rss)
        await asyncio.sleep(0.25)


async def attack_dropped(port, stop):
    """12 clients ask for dates not computed yet and reset the connection after 20 ms."""
    count = 0
    day = [0]

    async def client(k):
        nonlocal count
        while not stop.is_set() and count < LIMITS["dropped"]:
            count += 1
            day[0] += 1
            date = time.strftime("%Y-%m-%d", time.gmtime(1767225600 + 86400 * (day[0] % 320)))
            path = ["/api/daily?date=" + date, None][day[0] % 2]
            req = get(path) if path else post("/api/wordseq", {"date": date, "moves": []})
            try:
                sock = await open_from(LOOPBACK, port, source(k))
                sock.send(req)
                await asyncio.sleep(0.02)
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")
                sock.close()
            except OSError:
                pass
            await asyncio.sleep(0.06)  # about 12 a second: under the rate limit

    await asyncio.gather(*(client(k) for k in range(12)))


async def attack_pipeline(port, stop):
    """100 connections from one address, each pipelining 6,000 GET /app.js, never reading."""
    one = b"GET /app.js HTTP/1.1\r\nHost: x\r\n\r\n"
    socks = []
    loop = asyncio.get_running_loop()

    async def flood(k):
        try:
            sock = await open_from(LOOPBACK, port, source(0))
            socks.append(sock)
            await asyncio.wait_for(loop.sock_sendall(sock, one * 6000), 60)
        except Exception:
            pass

    tasks = [asyncio.create_task(flood(k)) for k in range(LIMITS["pipeline"])]
    await stop.wait()
    for t in tasks:
        t.cancel()
    for s in socks:
        s.close()


async def attack_slowloris(port, stop):
    """200 connections from one address sending a head a byte a second, reconnecting."""
    opened = 0

    async def loris():
        nonlocal opened
        while not stop.is_set() and opened < LIMITS["slowloris"]:
            opened += 1
            try:
                sock = await open_from(LOOPBACK, port, source(1))
                for b in b"GET / HTTP/1.1\r\nX-a: " + b"a" * 100:
                    if stop.is_set():
                        break
                    sock.send(bytes([b]))
                    await asyncio.sleep(1)
                sock.close()
            except OSError:
                await asyncio.sleep(0.05)

    await asyncio.gather(*(loris() for _ in range(200)))


async def attack_addresses(port, stop):
    """One request from each of up to 30,000 addresses (the rate limiter's table)."""
    n = 0

    async def client(k):
        nonlocal n
        while not stop.is_set() and n < LIMITS["addresses"]:
            n += 1
            await exchange(port, get("/api/nettle/legend"), source(n), timeout=5)

    await asyncio.gather(*(client(k) for k in range(32)))
    return n


async def attack_heads(port, stop):
    """Heads over 16 KiB, broken request lines, a 15 KB query key: every answer must be JSON."""
    bad = {"not_json": 0, "answers": 0, "big": 0}
    big_key = "k" * 15_000
    cases = [
        b"GET /\x01 HTTP/1.1\r\nHost: x\r\n\r\n",
        get(f"/api/daily?{big_key}=1"),
        b"GET / HTTP/1.1\r\nHost: x\r\nX-f: " + b"a" * 20_000 + b"\r\n\r\n",
    ]
    i = 0
    while not stop.is_set() and i < LIMITS["heads"]:
        status, head = await exchange(port, cases[i % 3], source(2 + i % 100))
        i += 1
        if status is None:
            continue
        bad["answers"] += 1
        if b"application/json" not in head.lower():
            bad["not_json"] += 1
        length = re.search(rb"content-length: (\d+)", head, re.I)
        if length and int(length.group(1)) > 2_000:
            bad["big"] += 1
    return bad


ATTACKS = {
    "dropped": attack_dropped,
    "pipeline": attack_pipeline,
    "slowloris": attack_slowloris,
    "addresses": attack_addresses,
    "heads": attack_heads,
}


async def run_attack(name, port, pid, seconds):
    stop = asyncio.Event()
    tally = {"sent": 0, "answered": 0}
    peaks = {"threads": 0, "rss": 0, "died": False}
    tasks = [
        asyncio.create_task(ordinary(port, stop, tally)),
        asyncio.create_task(sample(pid, stop, peaks)),
    ]
    attack = asyncio.create_task(ATTACKS[name](port, stop))
    await asyncio.sleep(seconds)
    stop.set()
    try:
        extra = await asyncio.wait_for(attack, 15)
    except Exception:
        attack.cancel()
        extra = None
    await asyncio.gather(*tasks, return_exceptions=True)
    return tally, peaks, extra


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--server", default="target/release/wordgames-web")
    ap.add_argument("--port", type=int, default=18525)
    ap.add_argument("--seconds", type=int, default=15)
    ap.add_argument("--only", default=",".join(ATTACKS))
    ap.add_argument("extra", nargs="*", help="more server arguments (after --)")
    args = ap.parse_args()
    seconds = max(1, min(args.seconds, 60))
    names = [n for n in args.only.split(",") if n]
    for n in names:
        if n not in ATTACKS:
            sys.exit(f"unknown attack {n}; known: {', '.join(ATTACKS)}")
    cmd = [args.server, "--bind", LOOPBACK, "--port", str(args.port), *args.extra]
    log = open(f"/tmp/attack-web-{os.getpid()}.log", "w")
    server = subprocess.Popen(cmd, stderr=log, stdout=log)
    try:
        deadline = time.time() + 180
        while time.time() < deadline:
            with open(log.name) as f:
                text = f.read()
            if "puzzles ready" in text or "no puzzles today" in text:
                break
            if server.poll() is not None:
                sys.exit(f"the server stopped: {text}")
            time.sleep(0.5)
        # Warm the ordinary client's date, then take the idle figures.
        asyncio.run(exchange(args.port, get("/api/daily?date=2026-01-01"), timeout=60))
        asyncio.run(exchange(args.port, post("/api/wordseq", {"date": "2026-01-01", "moves": []}), timeout=60))
        time.sleep(1)
        idle_threads, idle_rss = proc_status(server.pid)
        print(f"server: {' '.join(cmd)}")
        print(f"idle: {idle_threads} threads, {idle_rss / 1024:.0f} MiB resident")
        print("attack     | ordinary answered | most threads | most memory | other")
        for name in names:
            if server.poll() is not None:
                print(f"{name:<10} | the server had stopped (exit {server.returncode})")
                break
            tally, peaks, extra = asyncio.run(run_attack(name, args.port, server.pid, seconds))
            share = 100.0 * tally["answered"] / max(1, tally["sent"])
            other = "" if extra is None else json.dumps(extra)
            if peaks["died"] or server.poll() is not None:
                other += f" SERVER STOPPED (exit {server.poll()})"
            print(
                f"{name:<10} | {tally['answered']}/{tally['sent']} ({share:.1f} %) | "
                f"{peaks['threads']} | {peaks['rss'] / 1024:.0f} MiB | {other}",
                flush=True,
            )
            time.sleep(3)  # let the server settle between attacks
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
        log.close()


if __name__ == "__main__":
    main()
