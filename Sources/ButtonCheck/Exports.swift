// The facade: what a test suite needs to run the job (`Verification`) and read what it found, with
// one import. Only these names are re-exported, not the stages: `Color`, `Shape`, `Text`, `Layout`
// and the like stay in their modules, so `import ButtonCheck` next to SwiftUI clashes with nothing.
// Finer use (sweeps, layout, rendering) imports the stages it needs.

// The cases a run covers.
@_exported import enum Spec.Appearance
@_exported import enum Spec.RenderState
@_exported import enum Spec.SizeCategory
@_exported import struct Spec.RenderCase
@_exported import enum Spec.DisplaySetting
@_exported import struct Spec.DisplaySettings
@_exported import struct Spec.RenderLocale

// Findings and rules.
@_exported import struct Checks.Finding
@_exported import enum Checks.FindingUnit
@_exported import struct Checks.FindingCrop
@_exported import struct Checks.SpecEdit
@_exported import enum Checks.Severity
@_exported import enum Spec.RuleID
@_exported import enum Checks.RuleCatalog
@_exported import struct Checks.RuleInfo
@_exported import struct Checks.CheckConfiguration
@_exported import struct Checks.Thresholds

// Goldens: how they are recorded and compared.
@_exported import enum Goldens.RecordMode
@_exported import struct Goldens.GoldenComparison
@_exported import struct Goldens.Tolerance
@_exported import struct Goldens.PixelMatchOptions

// Reports and their formats.
@_exported import struct Reports.RunReport
@_exported import struct Reports.SpecReport
@_exported import struct Reports.GoldenOutcome
@_exported import struct Reports.ChangedElement
@_exported import enum Reports.TextReport
@_exported import enum Reports.JSONReport
@_exported import enum Reports.JUnitReport
@_exported import enum Reports.JUnitGranularity
@_exported import enum Reports.SARIFReport
@_exported import enum Reports.HTMLReport

// What a run can throw.
@_exported import struct Spec.SpecLoadError
@_exported import struct Spec.Diagnostic
@_exported import struct JSON.SourceLocation
@_exported import enum Goldens.GoldenError
@_exported import enum Reports.ReportError
