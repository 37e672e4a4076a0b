import Spec

/// announcement.noise: a control announces that something became available ("Continue is now
/// available", "Sign In enabled") on a keystroke or an input change (a text field's input; a toggle's,
/// picker's, stepper's or date picker's value). Seed 000, "What we don't do": we
/// don't announce availability on every keystroke — people who are typing will get to the button, and
/// VoiceOver talking over their typing is noise. Availability is found with the `availability` words
/// (as whole words, ignoring case) of the language of the locale checked: announcements take text keys
/// like every spoken text. A language without a list, and the pseudo-locale, are not judged. An announcement
/// `afterTypingStops` (format 2) waits for a pause in typing, so it is not noise; an `assertive` one on a
/// keystroke or input change is reported with its politeness, since it cuts off what the screen reader is saying.
package struct AnnouncementNoiseRule: Rule {
    package let id = RuleID.announcementNoise

    package init() {}

    package func check(_ input: CheckInput, thresholds: Thresholds) -> [Finding] {
        guard let (language, words) = thresholds.words.lists(for: input.locale) else { return [] }
        var findings: [Finding] = []
        for node in input.spec.content.allNodes {
            for announcement in node.announcements where announcement.trigger.isWhileEditing {
                guard let word = CopyWords.firstMatch(of: words.availability, in: announcement.text) else { continue }
                let name = CheckInput.name(node)
                // People type into a text field; they set a toggle, picker, stepper or date.
                let typed: Bool
                if case .textField = node.kind { typed = true } else { typed = announcement.trigger == .keystroke }
                let when =
                    announcement.trigger == .keystroke
                    ? "on every keystroke" : typed ? "on every change of its input" : "on every change of its value"
                let doing = typed ? "typing" : "setting it"
                let assertive = announcement.politeness == .assertive
                let talks = assertive ? "VoiceOver interrupts itself (assertive) and talks over" : "VoiceOver talks over"
                var details = ["trigger": announcement.trigger.rawValue, "word": word, "language": language]
                if let politeness = announcement.politeness { details["politeness"] = politeness.rawValue }
                findings.append(
                    Finding(
                        rule: id, file: input.spec.file, location: announcement.location, element: name,
                        message:
                            "\"\(name)\" announces \"\(ErrorNoSuggestionRule.excerpt(announcement.text))\" \(when): \(talks) people \(doing) to say what they will find when they get there.",
                        fix:
                            "Announce nothing while people \(typed ? "type" : "change a value"); keep the button enabled and, when it is pressed with invalid input, announce what is wrong.",
                        details: details))
            }
        }
        return findings
    }
}
