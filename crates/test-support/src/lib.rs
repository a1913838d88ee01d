//! Fixtures shared by the tests of the wordgames workspace, so that the library's, the CLI's,
//! the web app's and the WebAssembly module's tests read one copy: a small bokmål word list and
//! a directory's files.
//!
//! ```
//! use wordgames_test_support::{BOKMAL, bokmal_lines};
//!
//! assert!(BOKMAL.split_whitespace().any(|w| w == "blåbær"));
//! assert_eq!(bokmal_lines().lines().count(), BOKMAL.split_whitespace().count());
//! ```

/// Bokmål words written for the tests: five- and six-letter words that hold `æ`, `ø` or `å` (but
/// `rynket`), so that every Wordle answer and Word Blender rack is in Norwegian letters; `Åse`, a
/// name, which its capital keeps out of the puzzles; and four-letter words that make a wordseq
/// level. Too few of them are familiar by the shipped bokmål frequencies for a Letter Boxed board:
/// a test that builds puzzles reads them with their own plain grades.
pub const BOKMAL: &str = "blåbær rynket tøys fjære færre kløft smøre bølge ærlig månen våpen \
    søster høyde gråte kåret nærme sølv hær bær bål lår sår sær fæl Åse \
    bære være lære nære tære sære fæle ærme ærte æske \
    føre røde søte møte søle føle høre røre søke løpe løse løve høne døde føde kløe strø \
    lønn bønn sønn døgn døse køye bøye føye høye tøye røye nøye sløv bløt grøt fløt drøy \
    båre både våre såre måte låse låne måne råte gåte håpe såpe våte våge åker åpen ånde \
    årer åtte måke råde tåke tåre såle håne låve kåpe tåle våke nåde låst gått fått sått \
    fjær fjøs sjel kjøp kjær kjøl gjær høst rødt søtt løst støy støv støt lært sært nært \
    sand land mann kone barn hest katt hund fisk fugl gris bord stol seng vegg golv vann \
    melk brød smør salt lese tale sove lage gate rase bare vare fare dale male hale bane \
    late mate rate sete leke reke lete hete sene lene ende else onde ondt ride bite vite \
    tine mine dine line time lime sild mild rund sund lund munn sunn tynn sukk rust lyst \
    rose lose dose kose pose rote note borg sorg torg mord nord";

/// [`BOKMAL`] as a word list's text: one word a line.
pub fn bokmal_lines() -> String {
    BOKMAL
        .split_whitespace()
        .map(|w| format!("{w}\n"))
        .collect()
}

/// The files of `dir`, by name, with their bytes: what two runs that write a directory are
/// compared by.
///
/// # Panics
///
/// When the directory or one of its files cannot be read (a test's failure).
pub fn dir_files(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

/// Collects a test's mismatches between an error's text and the text pinned for it, so that one
/// run shows all of them.
///
/// ```
/// let mut c = wordgames_test_support::Check::default();
/// c.eq("x".parse::<u8>().unwrap_err(), "invalid digit found in string");
/// c.done();
/// ```
#[derive(Debug, Default)]
pub struct Check(Vec<String>);

impl Check {
    /// Notes a mismatch when `got`, written out, is not `want`.
    pub fn eq(&mut self, got: impl std::fmt::Display, want: &str) {
        let got = got.to_string();
        if got != want {
            self.0.push(format!("got:  {got}\nwant: {want}"));
        }
    }

    /// Ends the check.
    ///
    /// # Panics
    ///
    /// When a mismatch was noted: the message lists every one.
    pub fn done(self) {
        assert!(self.0.is_empty(), "\n{}", self.0.join("\n\n"));
    }
}

/// Debian's word lists of five languages by tag, as `.ci/run` installs them (`wnorwegian`,
/// `wngerman`, `wspanish`, `wpolish`, `wukrainian`): the real lists the ignored tests read.
pub const DEBIAN_WORD_LISTS: &[(&str, &str)] = &[
    ("nb", "/usr/share/dict/bokmaal"),
    ("de", "/usr/share/dict/ngerman"),
    ("es", "/usr/share/dict/spanish"),
    ("pl", "/usr/share/dict/polish"),
    ("uk", "/usr/share/dict/ukrainian"),
];
