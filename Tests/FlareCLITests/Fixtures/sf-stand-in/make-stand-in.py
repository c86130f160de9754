"""Makes SFProText-StandIn.otf: the bundled Inter Regular, cut to printable ASCII and renamed "SF Pro Text", so tests
can see Flare choose SF Pro for `system` without Apple's files. Inter is under the SIL Open Font License 1.1 with no
Reserved Font Name (Assets/fonts/OFL.txt), so a renamed, modified copy is allowed; this file stays under the OFL.
Run from the repository root: python3 Tests/FlareCLITests/Fixtures/sf-stand-in/make-stand-in.py (needs fontTools)."""
from fontTools import subset
from fontTools.ttLib import TTFont

font = TTFont("Assets/fonts/Inter-Regular.otf")
options = subset.Options()
options.layout_features = ["kern"]
options.name_IDs = [0, 1, 2, 3, 4, 5, 6]
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=range(0x20, 0x7F))
subsetter.subset(font)
for record in font["name"].names:
    if record.nameID in (1, 16):
        record.string = "SF Pro Text"
    elif record.nameID == 4:
        record.string = "SF Pro Text Regular"
    elif record.nameID in (3, 6):
        record.string = "SFProText-StandIn"
font["name"].names = [r for r in font["name"].names if r.nameID not in (16, 17)]
font["CFF "].cff.fontNames = ["SFProText-StandIn"]
font.save("Tests/FlareCLITests/Fixtures/sf-stand-in/fonts/SFProText-StandIn.otf")
