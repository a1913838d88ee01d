//! Criterion benchmarks of the embedded English lexicon: membership, rack queries, anagram classes.
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use wordgames_lexicon::{AnyLexicon, Lexicon, Rack, fst::Streamer};

fn bench(c: &mut Criterion) {
    let english = Lexicon::english();
    // Half hits (every 97th word), half misses (the same words with the last letter changed).
    let hits: Vec<String> = english
        .query()
        .into_entries()
        .into_iter()
        .step_by(97)
        .map(|e| e.word)
        .collect();
    let mut probes = Vec::with_capacity(hits.len() * 2);
    for w in hits {
        let mut miss = w.clone().into_bytes();
        let last = miss.len() - 1;
        miss[last] = if miss[last] == b'q' { b'x' } else { b'q' };
        probes.push(w);
        probes.push(String::from_utf8(miss).unwrap());
    }
    c.bench_function("contains (per lookup, half hits, half misses)", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % probes.len();
            black_box(english.contains(black_box(&probes[i])))
        })
    });
    // The same probes on the erased storage (`Cow<'static, [u8]>`), embedded and owned bytes.
    let any_embedded: AnyLexicon = Lexicon::english().into();
    c.bench_function("contains on AnyLexicon, embedded (Cow::Borrowed)", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % probes.len();
            black_box(any_embedded.contains(black_box(&probes[i])))
        })
    });
    let any_owned: AnyLexicon = Lexicon::new(english.as_bytes().to_vec()).unwrap().into();
    c.bench_function("contains on AnyLexicon, owned (Cow::Owned)", |b| {
        let mut i = 0;
        b.iter(|| {
            i = (i + 1) % probes.len();
            black_box(any_owned.contains(black_box(&probes[i])))
        })
    });
    c.bench_function("prefix \"inter\" (into Vec<Entry>)", |b| {
        b.iter(|| {
            black_box(
                english
                    .query()
                    .prefix(black_box("inter"))
                    .into_entries()
                    .len(),
            )
        })
    });
    c.bench_function("prefix \"inter\" (streamed, counting)", |b| {
        b.iter(|| {
            let mut stream = english.query().prefix(black_box("inter")).into_stream();
            let mut n = 0usize;
            while stream.next().is_some() {
                n += 1;
            }
            black_box(n)
        })
    });
    let rack = Rack::new("retains").unwrap();
    c.bench_function("sub-anagrams of a 7-letter rack (into Vec<Entry>)", |b| {
        b.iter(|| {
            black_box(
                english
                    .query()
                    .rack(Rack::new(black_box("retains")).unwrap())
                    .into_entries()
                    .len(),
            )
        })
    });
    c.bench_function(
        "sub-anagrams of a 7-letter rack (counting, no allocation)",
        |b| {
            b.iter(|| {
                let mut n = 0usize;
                english.for_each_rack_word(black_box(&rack), |_, _| {
                    n += 1;
                    std::ops::ControlFlow::Continue(())
                });
                black_box(n)
            })
        },
    );
    c.bench_function(
        "sub-anagrams of a 7-letter rack (generic automaton search)",
        |b| b.iter(|| black_box(english.query().and(black_box(&rack)).into_entries().len())),
    );
    c.bench_function("all exact-anagram classes", |b| {
        b.iter(|| black_box(english.anagram_classes(2).len()))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = bench
}
criterion_main!(benches);
