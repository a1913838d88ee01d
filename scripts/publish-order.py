#!/usr/bin/env python3
"""Prints the workspace's published packages in dependency order, one per line: each package
after every workspace package it depends on (normal and build dependencies; dev-dependencies
are not published constraints). Packages with `publish = false` are left out. Ties keep the
order `cargo metadata` gives, so the output is stable. The release workflow publishes in this
order; `.ci/run` checks that the data packages come before the crates that read them, the lexicon
before the crates on it, and wordgames last."""

import json
import subprocess
import sys


def main():
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--no-deps"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    )
    members = set(meta["workspace_members"])
    packages = {
        p["name"]: p
        for p in meta["packages"]
        if p["id"] in members and p.get("publish") != []
    }
    deps = {
        name: {
            d["name"]
            for d in p["dependencies"]
            if d["name"] in packages and d.get("kind") in (None, "build")
        }
        for name, p in packages.items()
    }
    done, order = set(), []
    while len(order) < len(packages):
        ready = [n for n in packages if n not in done and deps[n] <= done]
        if not ready:
            sys.exit("error: the published packages depend on each other in a cycle")
        for name in ready:
            done.add(name)
            order.append(name)
    print("\n".join(order))


if __name__ == "__main__":
    main()
