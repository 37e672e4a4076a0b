/// The workspace page's style, added to the report's: a bar of controls over a canvas with the
/// render at one CSS pixel per point, the findings and golden panel beside it. Text colours reach
/// 4.5:1 on their backgrounds.
enum WorkspaceStyle {
    static let css = """
        header { padding: 0.5rem 2rem; }
        header p { margin: 0.25rem 0; }
        header h1 { margin: 0.25rem 0; font-size: 1.4rem; }
        main { padding-top: 0.75rem; }
        .workspace { display: flex; flex-direction: column; gap: 0.75rem; }
        .controls { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; padding: 0.5rem 0.75rem;
            border: 1px solid #c4c4cc; border-radius: 6px; color: #1b1b1f; background-color: #f4f4f6; }
        .control { display: flex; align-items: center; gap: 0.5rem; margin: 0; padding: 0; border: 0; }
        .control-label { float: left; margin-right: 0.5rem; padding: 0; font-size: 0.85rem; font-weight: 600; color: #4a4a52;
            background-color: #f4f4f6; }
        .fixed { font-size: 0.9rem; }
        .segmented { display: flex; }
        .segmented input { position: absolute; opacity: 0; width: 1px; height: 1px; }
        .segmented label { padding: 0.2rem 0.7rem; border: 1px solid #8e8e96; margin-left: -1px; font-size: 0.9rem; cursor: pointer;
            color: #1b1b1f; background-color: #ffffff; }
        .segmented label:first-of-type { border-radius: 4px 0 0 4px; margin-left: 0; }
        .segmented label:last-of-type { border-radius: 0 4px 4px 0; }
        .segmented input:checked + label { color: #ffffff; background-color: #0b57d0; border-color: #0b57d0; }
        .segmented input:focus-visible + label { outline: 3px solid #0b57d0; outline-offset: 2px; }
        select { font: inherit; font-size: 0.9rem; padding: 0.15rem 0.3rem; }
        select:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
        kbd { display: inline-block; min-width: 1.2em; padding: 0 0.3em; border: 1px solid #8e8e96; border-radius: 3px;
            font: 0.75rem ui-monospace, Menlo, Consolas, monospace; text-align: center; color: #1b1b1f; background-color: #ffffff; }
        .keys { margin: 0; font-size: 0.85rem; color: #4a4a52; background-color: #ffffff; }
        .canvas { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
        .stage { flex: 0 1 auto; min-width: 0; padding: 1rem; border: 1px solid #c4c4cc; border-radius: 6px; background-color: #e9e9ee; }
        .stage h2 { margin: 0 0 0.75rem; font-size: 1rem; font-family: ui-monospace, Menlo, Consolas, monospace; color: #1b1b1f;
            background-color: #e9e9ee; }
        .stage .muted { margin: 0.75rem 0 0; font-size: 0.85rem; color: #3f3f46; background-color: #e9e9ee; }
        .render { position: relative; display: inline-block; line-height: 0; box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25); }
        .render img { display: block; max-width: none; }
        .outline { position: absolute; box-sizing: border-box; border: 2px solid #d93025; box-shadow: 0 0 0 2px rgba(255, 255, 255, 0.85);
            pointer-events: none; }
        .side { position: sticky; top: 0.75rem; flex: 1 1 22rem; min-width: 18rem; max-width: 60rem; }
        .side h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
        .finding-list { list-style: none; margin: 0; padding: 0; }
        .finding-list li { margin: 0 0 0.5rem; }
        .finding { display: block; width: 100%; padding: 0.5rem 0.75rem; border: 1px solid #c4c4cc; border-left: 4px solid #8e8e96;
            border-radius: 4px; font: inherit; text-align: left; cursor: pointer; color: #1b1b1f; background-color: #ffffff; }
        .finding.severity-error { border-left-color: #b3261e; }
        .finding.severity-warning { border-left-color: #8a6100; }
        .finding[aria-pressed="true"] { border-color: #d93025; box-shadow: inset 0 0 0 1px #d93025; background-color: #fff8f7; }
        .finding-head { display: block; font-size: 0.9rem; }
        .finding .element { color: #4a4a52; }
        .finding .message { display: block; margin-top: 0.25rem; font-size: 0.9rem; }
        .finding-more { margin: 0.25rem 0 0 0.75rem; font-size: 0.85rem; color: #1b1b1f; background-color: #ffffff; }
        .badge { display: inline-block; margin-right: 0.4rem; padding: 0 0.35rem; border-radius: 3px; font-size: 0.75rem; font-weight: 600;
            text-transform: uppercase; }
        .badge-error { color: #9b1c1c; background-color: #fdecec; }
        .badge-warning { color: #6b4a00; background-color: #fff4d6; }
        .badge-note { color: #3b3b8f; background-color: #eef0fb; }
        .golden-panel { margin-top: 1.5rem; }
        .golden-panel h3 { margin: 0.75rem 0 0.25rem; font-size: 0.95rem; }
        .golden-panel label { display: block; margin-top: 0.25rem; font-size: 0.85rem; }
        .golden-panel input { width: 100%; }
        .golden-views { display: flex; flex-wrap: wrap; gap: 0 1.5rem; align-items: flex-start; }
        .golden-view { width: min-content; }
        .compare { position: relative; display: inline-block; line-height: 0; border: 1px solid #c4c4cc; }
        .compare img { display: block; max-width: none; }
        .compare .over { position: absolute; top: 0; left: 0; }
        details.sheet-details { margin-top: 2rem; }
        details.sheet-details summary { cursor: pointer; font-weight: 600; }
        """
}
