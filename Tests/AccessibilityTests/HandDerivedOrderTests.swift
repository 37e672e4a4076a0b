import Accessibility
import Layout
import Spec
import Testing
import Text

// Issue 30's acceptance, done as the acceptance will do it: new screens (typical forms and the seeds' own), each
// with its VoiceOver order, spoken strings and swipe counts derived by hand BEFORE the model was run, from UIKit's
// rules (top to bottom; leading to trailing by frames; elements whose frames overlap vertically are one row; mirrored
// for right to left) and AccessibilitySnapshot's wording (label, value, traits, then the hint after a pause). Each
// derivation is written beside its screen. Screens are 390 points wide (an iPhone's width) at @1x, laid out with the
// monospace stand-in (every character half its font size wide).
@Suite struct HandDerivedOrderTests {
    /// A spec of `content` 390×844 wide, with `extra` top-level members (`"sourceLanguage": "ar", `).
    static func screen390(_ content: String, platform: String = "ios", extra: String = "") throws -> ScreenSpec {
        let json = """
            {"version": 2, "name": "Audit", "platform": "\(platform)", \(extra)
             "viewport": {"width": 390, "height": 844, "scale": 1}, "content": \(content)}
            """
        return try SpecLoader.load(bytes: Array(json.utf8), file: "audit.json", baseDirectory: "/tmp")
    }

    static let everySize: [SizeCategory] = [.xSmall, .large, .AX1, .AX5]

    // MARK: 1. Sign-in: a vstack of title, text, fields, a switch and buttons

    static let signIn = """
        {"type": "vstack", "alignment": "leading", "spacing": 12, "padding": 16, "children": [
          {"type": "text", "id": "title", "text": "Sign in", "style": "title1", "weight": "bold"},
          {"type": "text", "id": "intro", "text": "Use the email you signed up with."},
          {"type": "textField", "id": "email", "label": "Email", "placeholder": "name@example.com"},
          {"type": "secureField", "id": "password", "label": "Password", "value": "hunter2"},
          {"type": "toggle", "id": "remember", "label": "Remember me"},
          {"type": "button", "id": "sign-in", "title": "Sign In", "role": "primary", "style": "borderedProminent"},
          {"type": "button", "id": "forgot", "title": "Forgot password?", "style": "plain"}]}
        """

    /// By hand: one column, so top to bottom at every size: title, intro, email, password, remember, sign-in, forgot.
    /// The email field has a label, so its placeholder is its value; the secure field never speaks its text; the
    /// switch is off; the fields' and the switch's hints are the platform's. Sign In is 3 swipes below Email.
    @Test func signInIsReadTopToBottomAtEverySize() throws {
        let spec = try Self.screen390(Self.signIn)
        for size in Self.everySize {
            let tree = try voiceOver(spec, size: size)
            #expect(tree.order == ["title", "intro", "email", "password", "remember", "sign-in", "forgot"], "\(size)")
            #expect(
                tree.elements.map { $0.spoken() } == [
                    "Sign in",
                    "Use the email you signed up with.",
                    "Email, name@example.com, text field, double-tap to edit",
                    "Password, secure text field, double-tap to edit",
                    "Remember me, switch button, off, double-tap to toggle setting",
                    "Sign In, button",
                    "Forgot password?, button",
                ], "\(size)")
            #expect(tree.swipes(from: "sign-in", to: "email") == 3)
            #expect(tree.swipes(from: "forgot", to: "title") == 6)
        }
        // Speak Hints off: the platform's hints are gone, nothing else changes.
        let tree = try voiceOver(spec)
        #expect(try #require(tree.element("email")).spoken(hints: false) == "Email, name@example.com, text field")
        #expect(try #require(tree.element("remember")).spoken(hints: false) == "Remember me, switch button, off")
    }

    // MARK: 2. Settings: hstack rows of a label and a switch

    static let notifications = """
        {"type": "vstack", "alignment": "leading", "spacing": 8, "padding": 16, "children": [
          {"type": "text", "id": "heading", "text": "Notifications", "style": "headline"},
          {"type": "hstack", "id": "mail-row", "alignment": "center", "spacing": 12, "children": [
            {"type": "text", "id": "mail", "text": "Mail"},
            {"type": "toggle", "id": "digest", "label": "Weekly digest", "isOn": true}]},
          {"type": "hstack", "id": "push-row", "alignment": "center", "spacing": 12, "children": [
            {"type": "text", "id": "push", "text": "Push"},
            {"type": "toggle", "id": "mentions", "label": "Mentions"}]},
          {"type": "hstack", "id": "sms-row", "alignment": "center", "spacing": 12, "children": [
            {"type": "text", "id": "sms", "text": "SMS"},
            {"type": "toggle", "id": "alerts", "label": "Security alerts", "isOn": true}]}]}
        """

    /// By hand: each row is centre-aligned, so its label and its switch overlap vertically and are one row, read
    /// leading to trailing: label, then switch; the rows top to bottom. The hstacks are not visited. From the SMS
    /// switch back to the heading is 6 swipes; a row's label and its switch are 1 apart at every size.
    @Test func rowsOfALabelAndASwitchAreReadLabelThenSwitch() throws {
        let spec = try Self.screen390(Self.notifications)
        for size in Self.everySize {
            let tree = try voiceOver(spec, size: size)
            #expect(tree.order == ["heading", "mail", "digest", "push", "mentions", "sms", "alerts"], "\(size)")
            #expect(tree.swipes(from: "alerts", to: "heading") == 6)
            #expect(tree.swipes(from: "push", to: "mentions") == 1)
        }
        let tree = try voiceOver(spec)
        #expect(
            tree.elements.map { $0.spoken(hints: false) } == [
                "Notifications", "Mail", "Weekly digest, switch button, on", "Push", "Mentions, switch button, off", "SMS",
                "Security alerts, switch button, on",
            ])
        #expect(try #require(tree.element("mentions")).spoken() == "Mentions, switch button, off, double-tap to toggle setting")
    }

    // MARK: 3. Right to left: an Arabic row of three buttons

    static let share = """
        {"type": "vstack", "alignment": "leading", "spacing": 16, "padding": 16, "children": [
          {"type": "text", "id": "title", "text": "مشاركة الصورة", "style": "title2"},
          {"type": "hstack", "id": "actions", "alignment": "center", "spacing": 8, "children": [
            {"type": "button", "id": "cancel", "title": "إلغاء", "style": "bordered"},
            {"type": "button", "id": "save", "title": "حفظ", "style": "bordered"},
            {"type": "button", "id": "send", "title": "إرسال", "style": "borderedProminent"}]}]}
        """

    /// By hand: Arabic is right to left, so the screen is mirrored: the title starts at the right edge and the row's
    /// first button (cancel) is the rightmost, then save, then send on the left. VoiceOver reads a mirrored row from
    /// the right, so the order is the spec's: title, cancel, save, send — 1 and 2 swipes from cancel. The words are
    /// Arabic VoiceOver's: "زر" (button).
    @Test func anArabicRowOfThreeButtonsIsReadFromTheRight() throws {
        let spec = try Self.screen390(Self.share, extra: #""sourceLanguage": "ar","#)
        for size in [SizeCategory.large, .AX5] {
            let tree = try voiceOver(spec, size: size)
            #expect(tree.layoutDirection == .rightToLeft)
            #expect(tree.order == ["title", "cancel", "save", "send"], "\(size)")
            let (cancel, save, send) = (
                try #require(tree.element("cancel")), try #require(tree.element("save")), try #require(tree.element("send"))
            )
            #expect(cancel.frame.minX >= save.frame.maxX && save.frame.minX >= send.frame.maxX, "\(size): mirrored")
            #expect(tree.elements.map { $0.spoken() } == ["مشاركة الصورة", "إلغاء, زر", "حفظ, زر", "إرسال, زر"])
            #expect(tree.swipes(from: "cancel", to: "send") == 2)
        }
        // Laid out left to right instead (not mirrored), the same row reads the same: cancel is then the leftmost.
        let unmirrored = try voiceOver(spec, direction: .leftToRight)
        #expect(unmirrored.order == ["title", "cancel", "save", "send"])
        #expect(try #require(unmirrored.element("cancel")).frame.maxX <= (try #require(unmirrored.element("save"))).frame.minX)
    }

    // MARK: 4. An hstack that turns vertical at accessibility sizes

    static let product = """
        {"type": "vstack", "alignment": "leading", "spacing": 16, "padding": 16, "children": [
          {"type": "hstack", "id": "row", "alignment": "center", "spacing": 12, "verticalAtAccessibilitySizes": true, "children": [
            {"type": "vstack", "id": "info", "alignment": "leading", "spacing": 4, "children": [
              {"type": "text", "id": "name", "text": "Oat milk", "style": "headline"},
              {"type": "text", "id": "price", "text": "€2.49", "style": "subheadline"}]},
            {"type": "button", "id": "add", "title": "Add", "style": "borderedProminent"}]},
          {"type": "text", "id": "note", "text": "Free delivery over €30.", "style": "footnote"}]}
        """

    /// By hand: at xSmall and Large the row is one line: the button and the name-and-price stack are centred on each
    /// other, so the button's top is above the name's bottom (and the name's top above the button's bottom, when the
    /// button is the taller, as at xSmall): name and Add are one row, read name, Add; the price, below the name, is the
    /// next row, then the note. From AX1 the hstack is a column: name, price, Add, note. So Add is 1 swipe from the
    /// name at xSmall and Large, and 2 at AX1 and AX5.
    @Test func anHStackThatTurnsVerticalChangesTheOrderAtAXSizes() throws {
        let spec = try Self.screen390(Self.product)
        for size in [SizeCategory.xSmall, .large] {
            let tree = try voiceOver(spec, size: size)
            #expect(tree.order == ["name", "add", "price", "note"], "\(size)")
            #expect(tree.swipes(from: "name", to: "add") == 1)
            let (name, add) = (try #require(tree.element("name")), try #require(tree.element("add")))
            #expect(
                add.frame.minY < name.frame.maxY && name.frame.minY < add.frame.maxY && add.frame.minX > name.frame.maxX,
                "\(size): Add beside the name")
        }
        for size in [SizeCategory.AX1, .AX5] {
            let tree = try voiceOver(spec, size: size)
            #expect(tree.order == ["name", "price", "add", "note"], "\(size)")
            #expect(tree.swipes(from: "name", to: "add") == 2)
            let (price, add) = (try #require(tree.element("price")), try #require(tree.element("add")))
            #expect(add.frame.minY >= price.frame.maxY, "\(size): Add below the price")
        }
        #expect(try voiceOver(spec).elements.map { $0.spoken() } == ["Oat milk", "Add, button", "€2.49", "Free delivery over €30."])
    }

    /// The row rule alone, by frames: a tall button (0–50) beside a name (2–22) and a price (28–48) stacked on each
    /// other. The name and the button overlap, so they are a row; the price overlaps the button but not the name above
    /// it, so it starts the next row: name, Add, price (the model once put all three on the button's row and read the
    /// stack first: name, price, Add). Right to left, the same order.
    @Test func twoElementsOneAboveTheOtherAreNeverOneRow() {
        func element(_ id: String, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> AccessibilityElement {
            AccessibilityElement(
                id: id, owner: ElementReference(index: 0), frame: Rect(x: x, y: y, width: width, height: height),
                role: .staticText, label: id, speech: [id], sourcePath: "$", sourceLocation: .start)
        }
        let leftToRight = [element("add", 300, 0, 60, 50), element("price", 16, 28, 40, 20), element("name", 16, 2, 60, 20)]
        #expect(NavigationOrder.sorted(leftToRight, direction: .leftToRight).map(\.id) == ["name", "add", "price"])
        let mirrored = [element("add", 30, 0, 60, 50), element("price", 334, 28, 40, 20), element("name", 314, 2, 60, 20)]
        #expect(NavigationOrder.sorted(mirrored, direction: .rightToLeft).map(\.id) == ["name", "add", "price"])
    }

    // MARK: 5. A combined card beside its button

    static let basket = """
        {"type": "vstack", "alignment": "leading", "spacing": 16, "padding": 16, "children": [
          {"type": "hstack", "alignment": "center", "spacing": 12, "children": [
            {"type": "vstack", "id": "card", "alignment": "leading", "spacing": 4, "accessibilityElement": "combine", "children": [
              {"type": "text", "id": "card-name", "text": "Oat milk", "style": "headline"},
              {"type": "text", "id": "card-detail", "text": "1 l, organic", "style": "subheadline"},
              {"type": "text", "id": "card-price", "text": "€2.49", "style": "subheadline"}]},
            {"type": "button", "id": "add", "title": "+", "accessibility": {"label": "Add oat milk"}}]},
          {"type": "text", "id": "vat", "text": "Prices include VAT.", "style": "footnote"}]}
        """

    /// By hand: the card is one element at its stack's frame, its label its three texts' labels joined by ", " in
    /// order, spoken as text; the "+" button is beside it (one row) and speaks its accessibility label. Then the
    /// note. Three swipes in all; the card's texts are not visited of themselves.
    @Test func aCombinedCardIsOneSwipe() throws {
        let spec = try Self.screen390(Self.basket)
        for size in [SizeCategory.large, .AX5] {
            let tree = try voiceOver(spec, size: size)
            #expect(tree.order == ["card", "add", "vat"], "\(size)")
            #expect(tree.elements.map { $0.spoken() } == ["Oat milk, 1 l, organic, €2.49", "Add oat milk, button", "Prices include VAT."])
            #expect(tree.element("card-name") == nil)
            #expect(try #require(tree.element("card")).members.map(\.id) == ["card-name", "card-detail", "card-price"])
        }
    }

    // MARK: 6. Decorative texts hidden from VoiceOver

    static let reviews = """
        {"type": "vstack", "alignment": "leading", "spacing": 8, "padding": 16, "children": [
          {"type": "hstack", "alignment": "center", "spacing": 8, "children": [
            {"type": "text", "id": "stars", "text": "★★★★☆", "accessibilityHidden": true},
            {"type": "text", "id": "rating", "text": "Rated 4 out of 5"}]},
          {"type": "text", "id": "divider", "text": "· · ·", "accessibilityHidden": true},
          {"type": "button", "id": "reviews", "title": "Read 120 reviews", "style": "bordered"}]}
        """

    /// By hand: the stars and the divider are drawn but never spoken, so VoiceOver visits two elements: the rating,
    /// then the button, one swipe apart.
    @Test func hiddenDecorativeTextsAreNotVisited() throws {
        let spec = try Self.screen390(Self.reviews)
        for size in [SizeCategory.large, .AX5] {
            let tree = try voiceOver(spec, size: size)
            #expect(tree.order == ["rating", "reviews"], "\(size)")
            #expect(tree.elements.map { $0.spoken() } == ["Rated 4 out of 5", "Read 120 reviews, button"])
            #expect(tree.swipes(from: "rating", to: "reviews") == 1)
        }
    }

    // MARK: 7. A web form: aria-describedby, role="alert", disabled

    static let webReset = """
        {"type": "vstack", "alignment": "leading", "spacing": 8, "padding": 20, "children": [
          {"type": "text", "id": "title", "text": "Reset your password", "style": "title1"},
          {"type": "textField", "id": "email", "label": "Email", "ariaRequired": true, "ariaInvalid": true,
           "describedBy": ["email-error"]},
          {"type": "inlineError", "id": "email-error", "text": "Enter the email address you signed up with.", "role": "alert"},
          {"type": "text", "id": "send-reason", "text": "Enter your email to continue.", "style": "footnote"},
          {"type": "button", "id": "send", "title": "Send reset link", "role": "primary", "states": {
            "disabled": {"cause": "precondition", "reason": "send-reason", "accessibilityValue": "Enter your email first"},
            "invalidSubmit": {"errors": ["email-error"], "focus": "email-error"}}}]}
        """

    /// By hand, as a screen reader says it in browse mode (name, role, states, then the description; no touch hints):
    /// idle, the error is not shown: title, email ("Email, text field, required"), the reason, send. Disabled, send
    /// adds "unavailable" and its description. After an invalid submit the error is shown under the field and
    /// describes it, the field is invalid: title, email, the error, the reason, send; focus moves to the error, 2
    /// swipes above send.
    /// In browse mode no touch hint is spoken: not on the text field, as not on a toggle.
    @Test func aWebFormSpeaksNameRoleStatesAndDescription() throws {
        let spec = try Self.screen390(Self.webReset, platform: "web")
        let idle = try voiceOver(spec, size: .zoom100)
        #expect(idle.order == ["title", "email", "send-reason", "send"])
        let idleSpoken = [
            "Reset your password", "Email, text field, required", "Enter your email to continue.", "Send reset link, button",
        ]
        #expect(idle.elements.map { $0.spoken(hints: false) } == idleSpoken)
        #expect(idle.elements.map { $0.spoken() } == idleSpoken)
        let disabled = try voiceOver(spec, size: .zoom100, state: .disabled)
        #expect(try #require(disabled.element("send")).spoken() == "Send reset link, button, unavailable, Enter your email first")
        #expect(disabled.swipes(from: "send", to: "send-reason") == 1)
        for size in [SizeCategory.zoom100, .zoom200] {
            let invalid = try voiceOver(spec, size: size, state: .invalidSubmit)
            #expect(invalid.order == ["title", "email", "email-error", "send-reason", "send"], "\(size)")
            let invalidSpoken = [
                "Reset your password",
                "Email, text field, required, invalid entry, Enter the email address you signed up with.",
                "Enter the email address you signed up with.",
                "Enter your email to continue.",
                "Send reset link, button",
            ]
            #expect(invalid.elements.map { $0.spoken(hints: false) } == invalidSpoken, "\(size)")
            #expect(invalid.elements.map { $0.spoken() } == invalidSpoken, "\(size)")
            #expect(invalid.focusAfterInvalidSubmit(spec)?.id == "email-error")
            #expect(invalid.swipes(from: "send", to: "email-error") == 2)
        }
    }

    // MARK: 8. A checkout whose problem field is far above the button

    static let checkout = """
        {"type": "vstack", "alignment": "leading", "spacing": 12, "padding": 16, "children": [
          {"type": "text", "id": "title", "text": "Payment", "style": "title1", "weight": "bold"},
          {"type": "textField", "id": "card", "label": "Card number", "value": "4242 4242 4242"},
          {"type": "inlineError", "id": "card-error", "for": "card", "text": "Enter all 16 digits of the card number."},
          {"type": "textField", "id": "name", "label": "Name on card", "value": "Jane Appleseed"},
          {"type": "textField", "id": "expiry", "label": "Expiry", "placeholder": "MM/YY"},
          {"type": "textField", "id": "cvc", "label": "Security code", "value": "123"},
          {"type": "toggle", "id": "save-card", "label": "Save card for next time", "isOn": true},
          {"type": "text", "id": "total", "text": "Total €45.50", "style": "headline"},
          {"type": "button", "id": "pay", "title": "Pay €45.50", "role": "primary", "style": "borderedProminent",
           "states": {"invalidSubmit": {"errors": ["card-error"], "focus": "card-error"}}}]}
        """

    /// By hand: a column. Idle: title, card, name, expiry, cvc, save-card, total, pay — Pay is 6 swipes below the
    /// card field. After an invalid submit the error appears under the card field: Pay is 6 swipes below the error
    /// and 7 below the field, so focus must move there (it does: to the error, which is spoken as its text). The
    /// entered card number stays and is spoken; the expiry speaks its placeholder as its value.
    @Test func theCheckoutsErrorIsSixSwipesAbovePay() throws {
        let spec = try Self.screen390(Self.checkout)
        for size in Self.everySize {
            let idle = try voiceOver(spec, size: size)
            #expect(idle.order == ["title", "card", "name", "expiry", "cvc", "save-card", "total", "pay"], "\(size)")
            #expect(idle.swipes(from: "pay", to: "card") == 6)
            let invalid = try voiceOver(spec, size: size, state: .invalidSubmit)
            #expect(invalid.order == ["title", "card", "card-error", "name", "expiry", "cvc", "save-card", "total", "pay"], "\(size)")
            #expect(invalid.swipes(from: "pay", to: "card-error") == 6)
            #expect(invalid.swipes(from: "pay", to: "card") == 7)
            let focus = try #require(invalid.focusAfterInvalidSubmit(spec))
            #expect(focus.id == "card-error")
            #expect(focus.spoken() == "Enter all 16 digits of the card number.")
        }
        let invalid = try voiceOver(spec, state: .invalidSubmit)
        #expect(
            invalid.elements.map { $0.spoken(hints: false) } == [
                "Payment", "Card number, 4242 4242 4242, text field", "Enter all 16 digits of the card number.",
                "Name on card, Jane Appleseed, text field", "Expiry, MM/YY, text field", "Security code, 123, text field",
                "Save card for next time, switch button, on", "Total €45.50", "Pay €45.50, button",
            ])
    }

    // MARK: 9. The seed's terms screen (seed 000), at AX5 as at xSmall

    static let terms = """
        {"type": "vstack", "alignment": "leading", "spacing": 16, "padding": 16, "children": [
          {"type": "text", "id": "title", "text": "Before You Start", "style": "title1", "weight": "bold"},
          {"type": "text", "id": "summary", "text": "We keep your data on your device."},
          {"type": "toggle", "id": "accept-terms", "label": "I agree to the Terms of Service"},
          {"type": "vstack", "id": "action", "alignment": "leading", "spacing": 8, "children": [
            {"type": "text", "id": "terms-reason", "text": "Accept the terms to continue.", "style": "footnote"},
            {"type": "button", "id": "continue", "title": "Continue", "role": "primary", "style": "borderedProminent",
             "states": {"disabled": {"cause": "precondition", "reason": "terms-reason",
               "accessibilityValue": "Accept the terms first"}}}]}]}
        """

    /// By hand (the issue's acceptance): title, text, the terms switch, the reason, then "Continue, Accept the terms
    /// first, dimmed, button" — the reason one swipe before Continue and on it as its value, at every size. A disabled
    /// control has no usage hint. Enabled (terms accepted), Continue is "Continue, button".
    @Test func theSeedsTermsScreen() throws {
        let spec = try Self.screen390(Self.terms)
        for size in Self.everySize {
            let tree = try voiceOver(spec, size: size, state: .disabled)
            #expect(tree.order == ["title", "summary", "accept-terms", "terms-reason", "continue"], "\(size)")
            #expect(
                tree.elements.map { $0.spoken() } == [
                    "Before You Start", "We keep your data on your device.",
                    "I agree to the Terms of Service, switch button, off, double-tap to toggle setting",
                    "Accept the terms to continue.", "Continue, Accept the terms first, dimmed, button",
                ], "\(size)")
            #expect(tree.swipes(from: "continue", to: "terms-reason") == 1)
            #expect(tree.swipes(from: "continue", to: "accept-terms") == 2)
        }
        #expect(try #require(try voiceOver(spec, size: .AX5).element("continue")).spoken() == "Continue, button")
    }
}
