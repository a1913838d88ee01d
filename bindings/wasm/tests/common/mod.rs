//! The daily documents of `wordgames daily --json --date D` (printed by the CLI of the same
//! commit), without their Nettle entry: the page's editions must equal them byte for byte.

/// (date, document) pairs.
#[allow(dead_code)]
pub const EDITIONS: [(&str, &str); 3] = [
    (
        "2026-01-01",
        r#"{"recipe":2,"date":"2026-01-01","frequencies":false,"lexicon":{"words":242844,"common":39095},"games":[{"game":"letter-boxed","number":1,"seed":13561854903421676281,"board":"dpt clr ahx bei","sides":["dpt","clr","ahx","bei"],"par":2,"rarest":3.0},{"game":"blender","number":1,"seed":15224871187130576831,"letters":"siseop","words":13,"rarest":3.0},{"game":"wordle","number":1,"seed":12801326660905348527,"wordLength":5,"guesses":6,"answerZipf":3.0},{"game":"wordseq","number":1,"seed":13297782817083524416,"difficulty":"normal","grid":["lnrb","oens","rgsa"],"wordLength":4,"optimum":7,"rarest":3.0}]}"#,
    ),
    (
        "2026-03-15",
        r#"{"recipe":2,"date":"2026-03-15","frequencies":false,"lexicon":{"words":242844,"common":39095},"games":[{"game":"letter-boxed","number":74,"seed":9418324229215993039,"board":"gst ciu abo nrx","sides":["gst","ciu","abo","nrx"],"par":2,"rarest":3.0},{"game":"blender","number":74,"seed":1099113210765473698,"letters":"fedner","words":18,"rarest":3.0},{"game":"wordle","number":74,"seed":16645080999733483464,"wordLength":5,"guesses":6,"answerZipf":3.0},{"game":"wordseq","number":74,"seed":13665131150310550812,"difficulty":"normal","grid":["casi","iobt","esfx"],"wordLength":4,"optimum":7,"rarest":3.0}]}"#,
    ),
    (
        "2026-11-22",
        r#"{"recipe":2,"date":"2026-11-22","frequencies":false,"lexicon":{"words":242844,"common":39095},"games":[{"game":"letter-boxed","number":326,"seed":5116722265617151499,"board":"adp isx nou elt","sides":["adp","isx","nou","elt"],"par":2,"rarest":4.2},{"game":"blender","number":326,"seed":35014338044864568,"letters":"srewyt","words":17,"rarest":3.0},{"game":"wordle","number":326,"seed":6651326089169876845,"wordLength":5,"guesses":6,"answerZipf":4.2},{"game":"wordseq","number":326,"seed":12950331086319205287,"difficulty":"normal","grid":["bhwr","evts","pcps"],"wordLength":4,"optimum":8,"rarest":3.0}]}"#,
    ),
];
