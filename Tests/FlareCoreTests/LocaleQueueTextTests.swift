import FlareCore
import Foundation
import Testing

/// `locales.<code>.queues` translate a queue's banner popups as `alerts` translate alerts: only the banners given
/// change (the rest keep the spec's text), a queue or popup that does not exist is an error with a did-you-mean
/// hint, and a text for a popup that shows no banner is ignored with a warning.
@Suite struct LocaleQueueTextTests {
    static let spec = """
        flare: 1
        alerts:
          rate: {title: Rate us}
        queues:
          launch:
            popups:
              - {name: rate, show: alert/rate}
              - {name: sale, view: {banner: Summer sale}}
              - {name: news, view: {banner: New maps}}
              - {name: ad, view: {image: "builtin:info"}}
        locales:
          de:
            queues:
              launch:
                popups:
                  sale: {banner: Sommerschlussverkauf}
        """

    @Test func aLocaleTranslatesABannersTextAndKeepsTheOthers() throws {
        let result = SpecText.load(Self.spec)
        #expect(result.diagnostics.isEmpty, "\(SpecText.lines(result))")
        let spec = try #require(result.spec)
        let queue = try #require(spec.queues.first)
        let de = spec.text(of: queue, locale: "de", stress: .default)
        #expect(de.popup("sale")?.view?.text == "Sommerschlussverkauf")
        #expect(de.popup("news")?.view?.text == "New maps", "a banner the locale leaves out keeps its text")
        #expect(de.popup("ad")?.view == queue.popup("ad")?.view)
        #expect(spec.text(of: queue, locale: nil, stress: .default) == queue)
        // The one place a variant is applied: the window's stage and every export read it.
        let shown = spec.showing(locale: "de", stress: .default, device: nil)
        #expect(shown.queues.first?.popup("sale")?.view?.text == "Sommerschlussverkauf")
        // The text fill applies over the translation, as it does to an alert's title.
        #expect(
            spec.text(of: queue, locale: "de", stress: .long).popup("sale")?.view?.text
                == TextStress.long.apply("Sommerschlussverkauf"))
        #expect(spec.showing(locale: "fr", stress: .default, device: nil).queues == spec.queues)
    }

    @Test func aMissingQueueOrPopupIsAnErrorAndABannerForAnotherPopupAWarning() throws {
        let text = """
            flare: 1
            alerts:
              rate: {title: Rate us}
            queues:
              launch:
                popups:
                  - {name: rate, show: alert/rate}
                  - {name: sale, view: {banner: Summer sale}}
                  - {name: ad, view: {image: "builtin:info"}}
            locales:
              de:
                queues:
                  lanch: {popups: {sale: {banner: Angebot}}}
              fr:
                queues:
                  launch:
                    popups:
                      sail: {banner: Soldes}
                      rate: {banner: Notez-nous}
                      ad: {banner: Pub}
                      sale: {title: Soldes}
            """
        let lines = SpecText.lines(SpecText.load(text))
        #expect(
            lines.contains(
                "13:7: error: locale 'de' translates queue 'lanch', which does not exist (did you mean 'launch'?)"),
            "\(lines)")
        #expect(
            lines.contains(
                "18:11: error: locale 'fr' translates popup 'sail', which queue 'launch' does not have (did you mean "
                    + "'sale'?)"
            ), "\(lines)")
        #expect(
            lines.contains(
                "19:18: warning: popup 'rate' of queue 'launch' shows alert 'rate' (translate it there), not a banner; "
                    + "this 'banner' text is ignored"
            ), "\(lines)")
        #expect(
            lines.contains(
                "20:16: warning: popup 'ad' of queue 'launch' shows an image view, not a banner; "
                    + "this 'banner' text is ignored"
            ), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("21:18: error:") && $0.contains("'title'") }, "\(lines)")
    }
}
