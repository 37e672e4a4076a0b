import Spec

/// The words a screen reader adds to what a spec says (trait and state names, usage hints), in one language.
/// English, German, Arabic and Japanese (the corpus's languages) have VoiceOver's own words; every other
/// language falls back to English, explicitly (`isFallback`), as documented in docs/voiceover.md. The
/// pseudo-locale speaks English, its texts' language.
package struct SpokenWords: Sendable, Equatable {
    package let button: String
    /// A disabled control: VoiceOver's "dimmed" on iOS; on the web a screen reader's "unavailable".
    package let dimmed: String
    package let unavailable: String
    package let switchButton: String
    package let on: String
    package let off: String
    package let toggleHint: String
    package let textField: String
    package let secureTextField: String
    package let editHint: String
    package let heading: String
    package let link: String
    package let selected: String
    package let popUpButton: String
    package let adjustable: String
    package let adjustHint: String
    /// A web field's `aria-required` and `aria-invalid`.
    package let required: String
    package let invalid: String
    /// True when the language has no words of its own here and English is spoken.
    package let isFallback: Bool

    /// The words for a language (by its language subtag), English when it has none.
    package static func words(for language: RenderLocale) -> SpokenWords {
        switch language.languageCode {
        case "de": german
        case "ar": arabic
        case "ja": japanese
        case "en": english
        default: english.asFallback
        }
    }

    var asFallback: SpokenWords {
        SpokenWords(
            button: button, dimmed: dimmed, unavailable: unavailable, switchButton: switchButton, on: on, off: off,
            toggleHint: toggleHint, textField: textField, secureTextField: secureTextField, editHint: editHint, heading: heading,
            link: link, selected: selected, popUpButton: popUpButton, adjustable: adjustable, adjustHint: adjustHint,
            required: required, invalid: invalid, isFallback: true)
    }

    package static let english = SpokenWords(
        button: "button", dimmed: "dimmed", unavailable: "unavailable", switchButton: "switch button", on: "on", off: "off",
        toggleHint: "double-tap to toggle setting", textField: "text field", secureTextField: "secure text field",
        editHint: "double-tap to edit", heading: "heading", link: "link", selected: "selected", popUpButton: "pop up button",
        adjustable: "adjustable", adjustHint: "swipe up or down to adjust the value", required: "required", invalid: "invalid entry",
        isFallback: false)

    package static let german = SpokenWords(
        button: "Taste", dimmed: "gedimmt", unavailable: "nicht verfügbar", switchButton: "Schalter", on: "ein", off: "aus",
        toggleHint: "Zum Ändern der Einstellung doppeltippen", textField: "Textfeld", secureTextField: "sicheres Textfeld",
        editHint: "Zum Bearbeiten doppeltippen", heading: "Überschrift", link: "Link", selected: "ausgewählt",
        popUpButton: "Einblendmenü", adjustable: "anpassbar", adjustHint: "Zum Anpassen des Werts nach oben oder unten streichen",
        required: "erforderlich", invalid: "ungültige Eingabe", isFallback: false)

    package static let arabic = SpokenWords(
        button: "زر", dimmed: "معتم", unavailable: "غير متاح", switchButton: "زر تبديل", on: "تشغيل", off: "إيقاف",
        toggleHint: "اضغط مرتين لتبديل الإعداد", textField: "حقل نص", secureTextField: "حقل نص آمن",
        editHint: "اضغط مرتين للتعديل", heading: "عنوان", link: "رابط", selected: "محدد", popUpButton: "زر منبثق",
        adjustable: "قابل للتعديل", adjustHint: "اسحب لأعلى أو لأسفل لتعديل القيمة", required: "مطلوب", invalid: "إدخال غير صالح",
        isFallback: false)

    static let japanese = SpokenWords(
        button: "ボタン", dimmed: "淡色表示", unavailable: "使用不可", switchButton: "スイッチボタン", on: "オン", off: "オフ",
        toggleHint: "ダブルタップで設定を切り替えます", textField: "テキストフィールド", secureTextField: "セキュアテキストフィールド",
        editHint: "ダブルタップで編集します", heading: "見出し", link: "リンク", selected: "選択済み", popUpButton: "ポップアップボタン",
        adjustable: "調整可能", adjustHint: "上下にスワイプして値を調整します", required: "必須", invalid: "無効な入力",
        isFallback: false)
}
