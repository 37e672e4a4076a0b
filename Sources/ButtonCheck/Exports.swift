// The public API: the stages a test suite or tool needs, through one import.
@_exported import Checks
@_exported import Goldens
@_exported import Layout
@_exported import Pixels
@_exported import Raster
@_exported import Reports
@_exported import Spec
@_exported import Text
