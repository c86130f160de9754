/// docs/handoff.md's tables of every spec key and the Swift `flare code` writes for it, per library, built from the
/// property catalog (the rows the generator itself reads), so the docs cannot drift from the code: a test compares
/// the docs with `markdown()`.
public enum HandoffTable {
    /// Every table, with a heading per library.
    public static func markdown() -> String {
        [dux(), rocketAlert(), others()].joined(separator: "\n\n")
    }

    static func table(_ rows: [(String, String)]) -> String {
        (["| Spec key | Swift |", "|---|---|"] + rows.map { "| `\($0.0)` | \($0.1) |" }).joined(separator: "\n")
    }

    static func dux() -> String {
        let module = HandoffRelease.dux
        var rows: [(String, String)] = [
            ("title", "`alert.titleText = …`"), ("message", "`alert.message = …`"),
            ("icon", "`alert.image = UIImage(named: …)` (a preset's icon when the spec gives none)"),
            ("preset", "the preset's appearance values, written out"),
            ("custom", "`alert.customizedView = …` (a `UITextField`, `UILabel`, `UIImageView` or UIKit control)"),
            ("slide", "left out with a comment: `DUXBetaSlideAlertView` is not part of the alert API generated"),
        ]
        for row in PropertyCatalog.alertAppearance {
            var swift = "`alert.appearance.\(row.seed.name) = …`"
            if row.seed.name != row.key { swift += " (sic: the release's spelling)" }
            swift += AlertCode.tableNotes[row.key] ?? ""
            rows.append((row.id, swift))
        }
        rows += [
            ("shouldHideOnTap", "left out with a comment (declared, never read: the preview ignores it too); "
                + "the mask reads `alert.appearance.\(AlertCode.maskTapKey)`; lint `ignored-by-release`"),
            ("dismissCompletion", "`alert.dissmissCompletion = { … }` (sic), the URL in a comment"),
            ("actions[].title, style, actionType", "`DUXBetaAlertAction.action(actionTitle:style:actionType:"
                + "completionAction:)`, then `alert.add(_:)`"),
            ("actions[].route", "a comment in the completion block"),
        ]
        for row in PropertyCatalog.actionAppearance {
            rows.append(
                ("actions[].\(row.id)", "`<title>Appearance.\(row.seed.name) = …` on a new "
                    + "`DUXBetaAlertActionAppearance`, assigned whole: `<title>Action.appearance = <title>Appearance`"))
        }
        return "### \(module.module) (\(module.release))\n\n" + table(rows)
    }

    static func rocketAlert() -> String {
        let release = HandoffRelease.rocketAlert
        var rows: [(String, String)] = []
        func add<M>(_ catalog: [Property<M>], _ prefix: String, _ type: String) {
            for row in catalog {
                let name = row.seed.name
                let swift =
                    name.contains("(")
                    ? "`\(row.seed.type).\(name)`" : "`\(type)(…, \(name): …)` or `.\(name) = …`"
                rows.append((prefix + row.key, swift))
            }
        }
        add(PropertyCatalog.rocketAuthor, "author.", "RocketAuthor")
        add(PropertyCatalog.rocketCloseButton, "closeButton.", "RocketCloseButton")
        add(PropertyCatalog.rocket, "", "Rocket")
        add(PropertyCatalog.textBlock, "blocks[] (text).", "TextRocketBlock")
        add(PropertyCatalog.imageBlock, "blocks[] (image).", "ImageRocketBlock")
        add(PropertyCatalog.buttonBlock, "blocks[] (button).", "ButtonRocketBlock")
        add(PropertyCatalog.inputBlock, "blocks[] (input).", "TextInputRocketBlock")
        rows.append(("blocks[] (input).branches", "`InputRocketHandler<String>(action:)`, a regex literal per branch"))
        rows.append(
            ("tabBar", "not a setting: present the rocket from a screen in a `UITabBarController` "
                + "(`Rocket.swift:28` reads it)"))
        rows.append(("script", "left out (it plays Flare's preview)"))
        return "### \(release.module) (\(release.release))\n\n" + table(rows)
    }

    static func others() -> String {
        let queue = HandoffRelease.popupQueue, scenario = HandoffRelease.waitForIt, routes = HandoffRelease.scotty
        return [
            "### \(queue.module) (\(queue.release))\n\n"
                + table([
                    ("popups[].name", "`var popupName: String { … }` of a `PopupRequirement` class"),
                    ("popups[].priority", "`var priority: Int { … }`"),
                    ("popups[].selfMaintain", "`var selfMaintain: Bool { … }`"),
                    ("popups[].container", "`PopupManager.shared.register(popup:in:)` with `.window` or "
                        + "`.viewController(container:)`"),
                    ("autoPoll", "`PopupManager.shared.autoPollWhenRegistered = false` when off"),
                    ("containers, top, script", "left out (the app's navigation; Flare's preview)"),
                ]),
            "### \(scenario.module) (\(scenario.release))\n\n"
                + table([
                    ("minEventsRequired, maxEventsPermitted, maxExecutionsPermitted", "the same names in `config()`"),
                    ("minSecondsSinceFirstEvent, minSecondsSinceLastEvent, minSecondsBetweenExecutions",
                        "the same names in `config()`, in seconds"),
                    ("flags, values", "`customConditions = { … }` over one static function per flag or value"),
                    ("show", "the struct's doc comment"),
                ]),
            "### \(routes.module) (\(routes.release))\n\n"
                + table([
                    ("routes[].pattern", "`Route(identifier: RouteIdentifier(rawValue: pattern), …)`, matched by "
                        + "`flareMatch`"),
                    ("routes[].suspendable", "`isSuspendable:` when false"),
                    ("routes[].target", "`navigate(root, FlareDestination…)`"),
                    ("routes[].action, routing", "comments (the app's `RouteRespondable`, `RouteController`)"),
                ]),
        ].joined(separator: "\n\n")
    }
}
