//! The daily documents of `wordgames daily --json --date D` (printed by the CLI of the same
//! commit), without their Nettle entry: the page's editions must equal them byte for byte.

/// (date, document) pairs.
#[allow(dead_code)]
pub const EDITIONS: [(&str, &str); 3] = [
    (
        "2026-01-01",
        r#"{"recipe":2,"date":"2026-01-01","frequencies":true,"lexicon":{"words":242844,"common":39095},"games":[{"game":"letter-boxed","number":1,"seed":13561854903421676281,"board":"dit amp chr elo","sides":["dit","amp","chr","elo"],"par":2,"rarest":3.77},{"game":"blender","number":1,"seed":15224871187130576831,"letters":"ikgnop","words":13,"rarest":3.04},{"game":"wordle","number":1,"seed":12801326660905348527,"wordLength":5,"guesses":6,"answerZipf":2.37,"entropyGuesses":3},{"game":"wordseq","number":1,"seed":13297782817083524416,"difficulty":"normal","grid":["htmp","dsal","oelw"],"wordLength":4,"optimum":7,"rarest":3.42}]}"#,
    ),
    (
        "2026-03-15",
        r#"{"recipe":2,"date":"2026-03-15","frequencies":true,"lexicon":{"words":242844,"common":39095},"games":[{"game":"letter-boxed","number":74,"seed":9418324229215993039,"board":"lps nuy amo git","sides":["lps","nuy","amo","git"],"par":2,"rarest":3.06},{"game":"blender","number":74,"seed":1099113210765473698,"letters":"exeprt","words":11,"rarest":3.14},{"game":"wordle","number":74,"seed":16645080999733483464,"wordLength":5,"guesses":6,"answerZipf":3.85,"entropyGuesses":3},{"game":"wordseq","number":74,"seed":13665131150310550812,"difficulty":"normal","grid":["ahht","mhne","ocrn"],"wordLength":4,"optimum":7,"rarest":3.05}]}"#,
    ),
    (
        "2026-11-22",
        r#"{"recipe":2,"date":"2026-11-22","frequencies":true,"lexicon":{"words":242844,"common":39095},"games":[{"game":"letter-boxed","number":326,"seed":5116722265617151499,"board":"npu ais eot clm","sides":["npu","ais","eot","clm"],"par":2,"rarest":4.84},{"game":"blender","number":326,"seed":35014338044864568,"letters":"traweh","words":41,"rarest":3.01},{"game":"wordle","number":326,"seed":6651326089169876845,"wordLength":5,"guesses":6,"answerZipf":4.52,"entropyGuesses":3},{"game":"wordseq","number":326,"seed":12950331086319205287,"difficulty":"normal","grid":["rcsm","chnd","arst"],"wordLength":4,"optimum":7,"rarest":3.67}]}"#,
    ),
];
