//! Hash tables over exact spellings, for NLTK's morphology: [`WordNet::synsets_of`] and
//! [`WordNet::morphy`] look up every candidate base form of every word, part of speech by part
//! of speech, by exact spelling (NLTK's `form in _lemma_pos_offset_map` and its exception
//! dictionaries). A binary search over 147,478 lemma texts is 17 string comparisons on cold
//! cache lines a candidate; a hash table is one hash and about one comparison.
//!
//! The tables are built on the first lookup of a WordNet (see `WordNet::spelling_index`), not
//! at load, so that a program that never calls NLTK's morphology does not pay for them. They
//! hold ids and hash bits (8 bytes a slot, at most three slots for two entries): 2 MiB for
//! the lemmas of WordNet 3.1, a few dozen KiB for its exception lists.

use super::{Store, WordNet};
use crate::types::DataFile;

/// The tables of one WordNet: its lemma texts, and each exception list's inflected forms.
pub(crate) struct SpellingIndex {
    lemmas: Table,
    /// By `DataFile::index`; empty for a list that was not read.
    exceptions: [Table; 4],
}

impl SpellingIndex {
    pub(crate) fn new(store: &Store) -> SpellingIndex {
        let lemmas = Table::new(store.lemma_count(), |l| store.lemma_text(l));
        let exceptions = DataFile::ALL.map(|file| match store.exceptions(file.index()) {
            Some(list) => Table::new(list.len(), |i| store.span(list[i as usize].0)),
            None => Table::new(0, |_| ""),
        });
        SpellingIndex { lemmas, exceptions }
    }

    /// The id of the lemma whose index text is exactly `text`.
    #[inline]
    pub(crate) fn lemma(&self, store: &Store, text: &str) -> Option<u32> {
        self.lemma_hashed(store, hash(text.as_bytes()), |key| key == text)
    }

    /// The id of the lemma whose text has hash `h` ([`hash`]) and is the text `is` accepts:
    /// a candidate of the morphology is looked up without being written out.
    #[inline]
    pub(crate) fn lemma_hashed(
        &self,
        store: &Store,
        h: u64,
        is: impl Fn(&str) -> bool,
    ) -> Option<u32> {
        self.lemmas.find(h, |l| is(store.lemma_text(l)))
    }

    /// The first slot a look-up of hash `h` reads: a hint of what a look-up will read, for
    /// [`WordNet::synset_ids_of_each`].
    #[inline]
    pub(crate) fn lemma_slot(&self, h: u64) -> u64 {
        self.lemmas.slots[h as usize & self.lemmas.mask]
    }

    /// The lemma `slot` (read by [`SpellingIndex::lemma_slot`]) may hold for hash `h` (its
    /// hash bits match), its text not compared.
    #[inline]
    pub(crate) fn slot_lemma(&self, h: u64, slot: u64) -> Option<u32> {
        (slot != 0 && (slot ^ h) >> 32 == 0).then(|| slot as u32 - 1)
    }

    /// The position in `file`'s exception list of the line whose inflected form is exactly
    /// `form`.
    #[inline]
    #[cfg(test)]
    pub(crate) fn exception(&self, store: &Store, file: DataFile, form: &str) -> Option<usize> {
        self.exception_hashed(store, file, hash(form.as_bytes()), form)
    }

    /// [`SpellingIndex::exception`] with the form's [`hash`] already made (one hash of a form
    /// serves the lemma table and the four lists).
    #[inline]
    pub(crate) fn exception_hashed(
        &self,
        store: &Store,
        file: DataFile,
        h: u64,
        form: &str,
    ) -> Option<usize> {
        let list = store.exceptions(file.index())?;
        self.exceptions[file.index()]
            .find(h, |i| store.span(list[i as usize].0) == form)
            .map(|i| i as usize)
    }
}

/// An open-addressing table of the ids `0..n` of distinct keys, by the hash of the key's
/// bytes, with linear probing. A slot holds `id + 1` in its low half (0 when empty) and 32 more
/// bits of the key's hash in its high half, so that a probe reads the key (another cache line,
/// in the store's string arena) only when those bits match: most candidates of the
/// morphology are no lemma, and their probes end in the table.
struct Table {
    /// One less than the number of slots (a power of two).
    mask: usize,
    slots: Vec<u64>,
}

impl Table {
    /// A table of the `n` keys `key(0..n)`, which are distinct. At least a third of its slots
    /// stay empty, so that a probe for a key that is not there stops soon.
    fn new<'k>(n: usize, key: impl Fn(u32) -> &'k str) -> Table {
        // `n` counts what the store holds (ids are u32), so the size cannot overflow.
        let n = n.min(u32::MAX as usize - 1);
        let size = (n + n / 2 + 1).next_power_of_two().max(8);
        let mask = size - 1;
        let mut slots = vec![0u64; size];
        for id in 0..n as u32 {
            let h = hash(key(id).as_bytes());
            let mut i = h as usize & mask;
            while slots[i] != 0 {
                i = (i + 1) & mask;
            }
            slots[i] = (h & !0xffff_ffff) | u64::from(id + 1);
        }
        Table { mask, slots }
    }

    /// The id whose key has hash `h` and is the one `is` accepts.
    #[inline]
    fn find(&self, h: u64, is: impl Fn(u32) -> bool) -> Option<u32> {
        let mut i = h as usize & self.mask;
        loop {
            let slot = self.slots[i];
            if slot == 0 {
                return None;
            }
            let id = slot as u32 - 1;
            if (slot ^ h) >> 32 == 0 && is(id) {
                return Some(id);
            }
            i = (i + 1) & self.mask;
        }
    }
}

/// FNV-1a (64 bits) of the bytes, with its high half folded into the low one: the table's
/// position is the low bits, the check the high half.
#[inline]
pub(crate) fn hash(bytes: &[u8]) -> u64 {
    hash_finish(hash_more(HASH_START, bytes))
}

/// The state of [`hash`] before any byte.
pub(crate) const HASH_START: u64 = 0xcbf2_9ce4_8422_2325;

/// The state of [`hash`] after `bytes` more: FNV-1a is a fold over the bytes, so the hash of
/// a stem and an ending continues from the stem's state.
#[inline]
pub(crate) fn hash_more(mut h: u64, bytes: &[u8]) -> u64 {
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// [`hash`] from the state after the last byte.
#[inline]
pub(crate) fn hash_finish(h: u64) -> u64 {
    h ^ (h >> 32)
}

impl WordNet {
    /// The spelling tables, built on the first call.
    pub(crate) fn spelling_index(&self) -> &SpellingIndex {
        self.spelling_index
            .get_or_init(|| SpellingIndex::new(self.store()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every lemma and every exception-list form is found at its own id, and spellings that
    /// are not there (a prefix, a lemma with a letter more, a form of another list) are not.
    #[test]
    fn finds_every_key_and_nothing_else() {
        let wn = WordNet::bundled().unwrap();
        let store = wn.store();
        let index = wn.spelling_index();
        for l in 0..wn.lemma_count() as u32 {
            let text = store.lemma_text(l);
            assert_eq!(index.lemma(store, text), Some(l), "{text}");
            let longer = format!("{text}q");
            assert_eq!(
                index.lemma(store, &longer),
                super::super::lemma_exact(wn, &longer).map(|l| l.0)
            );
        }
        assert_eq!(index.lemma(store, ""), None);
        assert_eq!(
            index.lemma(store, "do"),
            super::super::lemma_exact(wn, "do").map(|l| l.0)
        );
        for file in DataFile::ALL {
            let list = store.exceptions(file.index()).unwrap();
            assert!(!list.is_empty() || file == DataFile::Adv);
            for (i, (form, _)) in list.iter().enumerate() {
                assert_eq!(index.exception(store, file, store.span(*form)), Some(i));
            }
        }
        assert_eq!(
            index.exception(store, DataFile::Noun, "geese").map(|i| {
                let list = store.exceptions(DataFile::Noun.index()).unwrap();
                store.span(list[i].1)
            }),
            Some("goose")
        );
        assert_eq!(index.exception(store, DataFile::Verb, "geese"), None);
        assert_eq!(index.exception(store, DataFile::Noun, "dog"), None);
    }
}
