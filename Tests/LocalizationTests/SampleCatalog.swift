/// A String Catalog as Xcode writes one: a plain key, a plural key (en, de, ar with its six
/// forms, ru with four, ja with one), a key with two substitutions, positional arguments, a device
/// variation and a key German lacks.
enum SampleCatalog {
    static func unit(_ value: String) -> String { #"{ "stringUnit" : { "state" : "translated", "value" : "\#(value)" } }"# }

    static func plural(_ forms: [(String, String)]) -> String {
        #"{ "variations" : { "plural" : { \#(forms.map { #""\#($0.0)" : \#(unit($0.1))"# }.joined(separator: ", ")) } } }"#
    }

    static let text = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "checkout.title" : {
          "localizations" : {
            "de" : \#(unit("Zur Kasse")),
            "ar" : \#(unit("الدفع")),
            "ja" : \#(unit("レジに進む"))
          }
        },
        "%lld items remaining" : {
          "localizations" : {
            "en" : \#(plural([("one", "%lld item remaining"), ("other", "%lld items remaining")])),
            "de" : \#(plural([("one", "%lld Artikel übrig"), ("other", "%lld Artikel übrig")])),
            "ar" : \#(plural([("zero", "لا عناصر"), ("one", "عنصر واحد"), ("two", "عنصران"), ("few", "%lld عناصر"), ("many", "%lld عنصرًا"), ("other", "%lld عنصر")])),
            "ru" : \#(plural([("one", "%lld товар"), ("few", "%lld товара"), ("many", "%lld товаров"), ("other", "%lld товара")])),
            "ja" : \#(plural([("other", "残り%lld個")]))
          }
        },
        "files.in.folders" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
              "substitutions" : {
                "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : \#(unit("%arg file")), "other" : \#(unit("%arg files")) } } },
                "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : \#(unit("%arg folder")), "other" : \#(unit("%arg folders")) } } }
              }
            },
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@files@ in %#@folders@" },
              "substitutions" : {
                "files" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : \#(unit("%arg Datei")), "other" : \#(unit("%arg Dateien")) } } },
                "folders" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : { "one" : \#(unit("%arg Ordner")), "other" : \#(unit("%arg Ordnern")) } } }
              }
            }
          }
        },
        "greeting %@ %@" : {
          "localizations" : {
            "en" : \#(unit("Hello %1$@ %2$@")),
            "ja" : \#(unit("%2$@%1$@さん、こんにちは"))
          }
        },
        "price %.2f" : {
          "localizations" : { "de" : \#(unit("Preis: %.2f")) }
        },
        "tap.hint" : {
          "localizations" : {
            "en" : { "variations" : { "device" : { "iphone" : \#(unit("Tap to continue")), "mac" : \#(unit("Click to continue")) } } }
          }
        },
        "cart.empty" : {
          "comment" : "German has no value yet",
          "localizations" : { "en" : \#(unit("Your cart is empty")), "ar" : \#(unit("سلتك فارغة")), "ja" : \#(unit("カートは空です")) }
        },
        "Pixelproof" : { "shouldTranslate" : false }
      },
      "version" : "1.0"
    }
    """#

    static func catalog() throws -> StringCatalog {
        try StringCatalog.parse(xcstrings: Array(text.utf8), file: "Localizable.xcstrings")
    }
}

import Localization
