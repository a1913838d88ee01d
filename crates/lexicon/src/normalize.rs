//! The rules that turn a line of text into a word, or say why it is not one.
//!
//! A word in a [`Lexicon`](crate::Lexicon) is a non-empty string of the lowercase ASCII letters
//! `a` to `z`, nothing else. The [`Normalizer`] maps raw input to that form:
//!
//! | input | default rules | with options |
//! |---|---|---|
//! | `"  cat\r\n"` | `cat` (surrounding whitespace, CR and LF trimmed) | |
//! | `"Cat"`, `"CAT"` | `cat` (ASCII case folded) | |
//! | `"Éclair"` | refused: non-ASCII letter `'É'` | `eclair` with [`Normalizer::fold_accents`] |
//! | `"don't"` | refused: punctuation `'\''` | `dont` with [`Normalizer::drop_apostrophes`] |
//! | `"New York"` | refused: more than one word | always refused |
//! | `"x-ray"`, `"r2d2"` | refused: punctuation, digit | always refused |
//! | `""`, `"   "` | refused: empty | always refused |
//!
//! # Example
//!
//! ```
//! use wordgames_lexicon::{Normalizer, Rejection};
//!
//! let strict = Normalizer::new();
//! assert_eq!(strict.normalize("  Cat\r\n"), Ok("cat".to_string()));
//! assert_eq!(strict.normalize("Éclair"), Err(Rejection::NonAscii('É')));
//! assert_eq!(strict.normalize("New York"), Err(Rejection::MultiWord));
//!
//! let loose = Normalizer::new().fold_accents(true).drop_apostrophes(true);
//! assert_eq!(loose.normalize("Éclair"), Ok("eclair".to_string()));
//! assert_eq!(loose.normalize("don't"), Ok("dont".to_string()));
//! ```

use crate::profile::Profile;

pub use crate::rejection::Rejection;

/// Turns raw text into a word of lowercase ASCII letters, or says why it cannot.
///
/// The default rules are strict: trim surrounding whitespace, fold ASCII case, and refuse
/// everything else that is not `a`-`z`. Two options loosen them. See the [module
/// documentation](self) for a table of cases.
///
/// [`Normalizer::profile`] switches to a language [`Profile`]'s rules instead (NFC, Unicode case
/// folding, the profile's folds); [`Normalizer::drop_apostrophes`] still applies first, and
/// [`Normalizer::fold_accents`] (an English rule) does not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Normalizer {
    fold_accents: bool,
    drop_apostrophes: bool,
    profile: Option<&'static Profile>,
}

impl Normalizer {
    /// The strict default rules.
    pub fn new() -> Normalizer {
        Normalizer::default()
    }

    /// The rules of a language profile: see [`Profile::normalize`]. The English profile gives
    /// the strict default rules.
    ///
    /// ```
    /// use wordgames_lexicon::{Normalizer, profile};
    ///
    /// let nb = Normalizer::new().profile(&profile::NB);
    /// assert_eq!(nb.normalize("Blåbær"), Ok("blåbær".to_string()));
    /// ```
    pub fn profile(mut self, profile: &'static Profile) -> Normalizer {
        self.profile = (!profile.is_ascii_az()).then_some(profile);
        self
    }

    /// The profile whose rules apply: [`profile::EN`](crate::profile::EN) unless
    /// [`Normalizer::profile`] chose another.
    pub fn language(&self) -> &'static Profile {
        self.profile.unwrap_or(&crate::profile::EN)
    }

    /// Fold Latin letters with diacritics to their base letter (`é` to `e`, `ß` to `ss`,
    /// `æ` to `ae`). Letters outside the Latin-1 and Latin Extended-A blocks are still refused.
    pub fn fold_accents(mut self, yes: bool) -> Normalizer {
        self.fold_accents = yes;
        self
    }

    /// Remove apostrophes (`'` and `’`) instead of refusing the word ("don't" becomes "dont").
    pub fn drop_apostrophes(mut self, yes: bool) -> Normalizer {
        self.drop_apostrophes = yes;
        self
    }

    /// Normalises `raw` into a word.
    ///
    /// # Errors
    ///
    /// A [`Rejection`] saying which character or shape made `raw` not a word.
    pub fn normalize(&self, raw: &str) -> Result<String, Rejection> {
        self.normalize_folding(raw).map(|(word, _)| word)
    }

    /// [`Normalizer::normalize`], saying too whether anything but case changed (a fold, an
    /// accent folded, an apostrophe dropped): only then may the text's spelling differ from
    /// the word.
    pub(crate) fn normalize_folding(&self, raw: &str) -> Result<(String, bool), Rejection> {
        if let Some(profile) = self.profile {
            if self.drop_apostrophes && raw.contains(['\'', '\u{2019}']) {
                let (word, _) = profile.normalize_folding(&raw.replace(['\'', '\u{2019}'], ""))?;
                return Ok((word, true));
            }
            return profile.normalize_folding(raw);
        }
        let mut folded = false;
        let text = raw.trim();
        if text.is_empty() {
            return Err(Rejection::Empty);
        }
        let mut word = String::with_capacity(text.len());
        for c in text.chars() {
            match c {
                'a'..='z' => word.push(c),
                'A'..='Z' => word.push(c.to_ascii_lowercase()),
                '\'' | '\u{2019}' if self.drop_apostrophes => folded = true,
                c if c.is_whitespace() => return Err(Rejection::MultiWord),
                c if c.is_ascii_digit() => return Err(Rejection::Digit(c)),
                c if c.is_ascii() => return Err(Rejection::Punctuation(c)),
                c => match fold(c).filter(|_| self.fold_accents) {
                    Some(base) => {
                        folded = true;
                        word.push_str(base);
                    }
                    None if c.is_alphabetic() => return Err(Rejection::NonAscii(c)),
                    None => return Err(Rejection::Punctuation(c)),
                },
            }
        }
        if word.is_empty() {
            return Err(Rejection::Empty);
        }
        Ok((word, folded))
    }
}

/// The ASCII base of a Latin letter with a diacritic, lowercase.
fn fold(c: char) -> Option<&'static str> {
    let lower = c.to_lowercase().next()?;
    Some(match lower {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => "g",
        'ĥ' | 'ħ' => "h",
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ĳ' => "ij",
        'ĵ' => "j",
        'ķ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => "l",
        'ñ' | 'ń' | 'ņ' | 'ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ŗ' | 'ř' => "r",
        'ś' | 'ŝ' | 'ş' | 'š' => "s",
        'ß' => "ss",
        'ţ' | 'ť' | 'ŧ' => "t",
        'þ' => "th",
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ŵ' => "w",
        'ý' | 'ÿ' | 'ŷ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_documented_cases() {
        let strict = Normalizer::new();
        assert_eq!(strict.normalize("  cat\r\n").as_deref(), Ok("cat"));
        assert_eq!(strict.normalize("CaT").as_deref(), Ok("cat"));
        assert_eq!(strict.normalize("Éclair"), Err(Rejection::NonAscii('É')));
        assert_eq!(strict.normalize("don't"), Err(Rejection::Punctuation('\'')));
        assert_eq!(strict.normalize("New York"), Err(Rejection::MultiWord));
        assert_eq!(strict.normalize("x-ray"), Err(Rejection::Punctuation('-')));
        assert_eq!(strict.normalize("r2d2"), Err(Rejection::Digit('2')));
        assert_eq!(strict.normalize(" \t "), Err(Rejection::Empty));
        assert_eq!(strict.normalize("日本"), Err(Rejection::NonAscii('日')));
        assert_eq!(
            strict.normalize("a\u{301}"),
            Err(Rejection::Punctuation('\u{301}'))
        );
        let loose = Normalizer::new().fold_accents(true).drop_apostrophes(true);
        assert_eq!(loose.normalize("Éclair").as_deref(), Ok("eclair"));
        assert_eq!(loose.normalize("Straße").as_deref(), Ok("strasse"));
        assert_eq!(loose.normalize("don’t").as_deref(), Ok("dont"));
        assert_eq!(loose.normalize("'"), Err(Rejection::Empty));
        assert_eq!(loose.normalize("New York"), Err(Rejection::MultiWord));
        assert_eq!(loose.normalize("日本"), Err(Rejection::NonAscii('日')));
    }
}
