package cabezatest

// CrushInOne: red's Mini on e5 rolls north onto blue's Cabeza on e6.
const CrushInOne = "2oo1mhh2/2ooffhh2/10/10/4c5/4M5/10/10/2OOFFHH2/2OOC1HH2 r 1"

// MiddlegameString is a position from a self-play game after 24 plies:
// both Cabezas out, blocks mixed in the centre.
const MiddlegameString = "5m4/10/2oo6/1coo2h3/6h3/3F2HH2/2ff2HH2/10/OO2M5/OO1C6 b 13"
