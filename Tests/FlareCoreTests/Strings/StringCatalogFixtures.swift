import FlareCore
import Foundation

/// String Catalogs written as Xcode writes them (its documented layout: `sourceLanguage`, `strings`, `version`;
/// `stringUnit` with `state` and `value`; `variations.plural` by CLDR category; `shouldTranslate`; two-space
/// indentation and `" : "`), with a spec whose texts are their keys.
enum StringCatalogFixtures {
    static let spec = """
        flare: 1
        strings: Localizable.xcstrings
        locales:
          fr:
            alerts:
              low-battery: {title: Batterie faible (locales)}
        alerts:
          low-battery:
            title: Low battery
            message: Battery at 20%. Return home now.
            actions:
              - title: Return home
              - title: Later
          files:
            title: 21 files synced
            message: Pilot Ana flew 12 km
            actions:
              - title: OK

        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ flew %lld km" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%2$lld km geflogen von %1$@"
                  }
                }
              }
            },
            "%lld files synced" : {
              "localizations" : {
                "ru" : {
                  "variations" : {
                    "plural" : {
                      "few" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Синхронизировано %lld файла"
                        }
                      },
                      "many" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Синхронизировано %lld файлов"
                        }
                      },
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Синхронизирован %lld файл"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "Синхронизировано %lld файла"
                        }
                      }
                    }
                  }
                }
              }
            },
            "Battery at %lld%%. Return home now." : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Akku bei %lld %%. Jetzt zurückkehren."
                  }
                }
              }
            },
            "Low battery" : {
              "comment" : "Shown when the battery runs low",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Akku schwach"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Batterie faible"
                  }
                }
              }
            },
            "OK" : {
              "shouldTranslate" : false
            },
            "Return home" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : ""
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """

    /// Loads `spec` from a fresh folder with the catalog (or `catalog`) as Localizable.xcstrings.
    static func load(_ spec: String = spec, catalog: String = catalog) throws -> LoadResult {
        let dir = URL(fileURLWithPath: FileManager.default.temporaryDirectory.path)
            .appendingPathComponent("flare-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(catalog.utf8).write(to: dir.appendingPathComponent("Localizable.xcstrings"))
        try Data(spec.utf8).write(to: dir.appendingPathComponent("spec.yaml"))
        return SpecLoader.load(path: dir.appendingPathComponent("spec.yaml").path)
    }
}
