// The public API: the stages a test suite or tool needs, through one import.
@_exported import Layout
@_exported import Pixels
@_exported import Raster
@_exported import Spec
@_exported import Text
