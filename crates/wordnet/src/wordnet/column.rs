//! [`Column`]: a table column of little-endian integers, read in place from a snapshot's bytes
//! (borrowed from the bundled snapshot, so nothing is decoded or copied) or owned.

use std::{borrow::Cow, marker::PhantomData};

/// An integer type a column can hold: `WIDTH` little-endian bytes.
pub(crate) trait Le: Copy {
    /// The width in bytes.
    const WIDTH: usize;
    /// Value `i` of `bytes`.
    ///
    /// # Panics
    /// If `bytes` holds fewer than `i + 1` values.
    fn get(bytes: &[u8], i: usize) -> Self;
    /// Every value of `bytes` (whose length is a multiple of the width), in order.
    fn all(bytes: &[u8]) -> impl ExactSizeIterator<Item = Self> + Clone + '_;
    /// The little-endian bytes of `values`, one after the other.
    fn to_le(values: &[Self]) -> Vec<u8>;
}

macro_rules! le {
    ($($t:ty),*) => {$(
        impl Le for $t {
            const WIDTH: usize = size_of::<$t>();
            #[inline]
            fn get(bytes: &[u8], i: usize) -> Self {
                <$t>::from_le_bytes(bytes.as_chunks::<{ size_of::<$t>() }>().0[i])
            }
            #[inline]
            fn all(bytes: &[u8]) -> impl ExactSizeIterator<Item = Self> + Clone + '_ {
                let (values, _) = bytes.as_chunks::<{ size_of::<$t>() }>();
                values.iter().map(|&v| <$t>::from_le_bytes(v))
            }
            fn to_le(values: &[Self]) -> Vec<u8> {
                let mut bytes = vec![0; values.len() * size_of::<$t>()];
                let (chunks, _) = bytes.as_chunks_mut::<{ size_of::<$t>() }>();
                for (chunk, v) in chunks.iter_mut().zip(values) {
                    *chunk = v.to_le_bytes();
                }
                bytes
            }
        }
    )*};
}
le!(u8, u16, u32, u64);

/// A column of `T`s stored as their little-endian bytes.
///
/// The bundled WordNet borrows its columns from the snapshot compiled into the program; a
/// WordNet read from text or from a snapshot in memory owns them.
#[derive(Clone)]
pub(crate) struct Column<T> {
    bytes: Cow<'static, [u8]>,
    values: PhantomData<T>,
}

impl<T: Le> Column<T> {
    /// A column of the values in `bytes` (whose length is a multiple of the width).
    pub(crate) fn new(bytes: Cow<'static, [u8]>) -> Column<T> {
        debug_assert_eq!(bytes.len() % T::WIDTH, 0);
        Column {
            bytes,
            values: PhantomData,
        }
    }

    /// Value `i`.
    ///
    /// # Panics
    /// If `i` is not below [`Column::len`].
    #[inline]
    pub(crate) fn get(&self, i: usize) -> T {
        T::get(&self.bytes, i)
    }

    /// The number of values.
    pub(crate) fn len(&self) -> usize {
        self.bytes.len() / T::WIDTH
    }

    /// The values in order.
    pub(crate) fn iter(&self) -> impl ExactSizeIterator<Item = T> + Clone + '_ {
        T::all(&self.bytes)
    }

    /// The little-endian bytes of the values, as a snapshot stores them.
    pub(crate) fn bytes(&self) -> &[u8] {
        &self.bytes
    }
}

impl<T: Le> FromIterator<T> for Column<T> {
    fn from_iter<I: IntoIterator<Item = T>>(values: I) -> Column<T> {
        let values: Vec<T> = values.into_iter().collect();
        Column::new(Cow::Owned(T::to_le(&values)))
    }
}

impl<T: Le> Default for Column<T> {
    fn default() -> Column<T> {
        Column::new(Cow::Borrowed(&[]))
    }
}

impl<T: Le> std::fmt::Debug for Column<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Column({} values)", self.len())
    }
}
