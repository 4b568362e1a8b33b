//! Closed enums: one macro declares the enum and its every variant in `ALL` from one list,
//! so a new variant cannot be left out of `ALL` (and so out of the tests that walk it).
//! Written with a name per variant (`Variant => "slug"`), it also makes `slug()` and
//! `from_slug()` for enums named across a boundary (the CLI's JSON, the worker protocols);
//! written with bare variants, it makes `ALL` only, for enums whose names are said elsewhere
//! (an exhaustive `match`, which the compiler keeps whole).

/// Declares `enum Name { Variant => "slug", … }` with `Name::ALL` (every variant, in the
/// order written), `slug()` and `from_slug()` (its inverse); or `enum Name { Variant, … }`
/// with `Name::ALL` alone. Attributes and doc comments on the enum and on each variant are
/// kept.
macro_rules! closed_enum {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$variant_meta:meta])* $variant:ident => $slug:literal,)+
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $($(#[$variant_meta])* $variant,)+
        }

        impl $name {
            /// Every variant, in the order the enum declares them.
            pub const ALL: [$name; [$($slug),+].len()] = [$($name::$variant),+];

            /// The variant's name in the CLI, the JSON and the worker protocol.
            pub const fn slug(self) -> &'static str {
                match self {
                    $($name::$variant => $slug,)+
                }
            }

            /// The variant named `slug` (the inverse of `slug`).
            pub fn from_slug(slug: &str) -> Option<$name> {
                $name::ALL.into_iter().find(|v| v.slug() == slug)
            }
        }
    };
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident {
            $($(#[$variant_meta:meta])* $variant:ident,)+
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $($(#[$variant_meta])* $variant,)+
        }

        impl $name {
            /// Every variant, in the order the enum declares them.
            pub const ALL: [$name; [$($name::$variant),+].len()] = [$($name::$variant),+];
        }
    };
}

pub(crate) use closed_enum;

#[cfg(test)]
mod tests {
    closed_enum! {
        /// Named variants.
        #[derive(Clone, Copy, PartialEq, Eq, Debug)]
        enum Named {
            /// The first.
            First => "first",
            Second => "second",
            Third => "the-third",
        }
    }

    closed_enum! {
        #[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
        enum Bare {
            One,
            #[default]
            Two,
        }
    }

    #[test]
    fn all_lists_every_variant_once_in_declared_order() {
        assert_eq!(Named::ALL, [Named::First, Named::Second, Named::Third]);
        assert_eq!(Bare::ALL, [Bare::One, Bare::Two]);
        assert_eq!(Bare::default(), Bare::Two, "variant attributes are kept");
    }

    #[test]
    fn slugs_round_trip_and_unknown_names_are_refused() {
        for v in Named::ALL {
            assert_eq!(Named::from_slug(v.slug()), Some(v));
        }
        assert_eq!(Named::Third.slug(), "the-third");
        assert_eq!(Named::from_slug("Third"), None);
        assert_eq!(Named::from_slug(""), None);
    }
}
