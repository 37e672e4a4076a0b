// The text engine: FreeType faces shaped by HarfBuzz.
