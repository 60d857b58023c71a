// Test targets reach the seeded generator and the sample prose through TestSupport.
@_exported import SampleText
