//! Closed enums named across a boundary (the CLI's JSON, the worker protocols): one macro
//! declares the enum, its every variant in `ALL` and each variant's name (`slug`), from one
//! list, so a new variant cannot be left out of `ALL` or lack a name.

/// Declares `enum Name { Variant => "slug", … }` with `Name::ALL` (every variant, in the
/// order written), `slug()` and `from_slug()` (its inverse). Attributes and doc comments on
/// the enum and on each variant are kept.
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
}

pub(crate) use closed_enum;
