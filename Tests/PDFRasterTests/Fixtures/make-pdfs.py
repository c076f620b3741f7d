#!/usr/bin/env python3
"""Writes the PDF fixtures of PDFRasterTests, hand-made PDF 1.4 text files, into this folder:

  badge.pdf      a 24 x 24 pt page: an orange disc, a white check mark stroked over it, a half-
                 transparent blue square at its lower right (premultiplied edges and alpha)
  encrypted.pdf  a 10 x 10 pt page behind the standard security handler (RC4, 40 bit) with the
                 user password "secret", so it cannot be opened without one
  no-pages.pdf   a valid document whose page tree is empty
  huge-page.pdf  a 14,400 x 14,400 pt page (the largest PDF 1.4 allows): past the pixmap limits
  PDF.xcassets   an asset catalog of image sets holding these PDFs (single scale, a 3x slot,
                 a template, an encrypted one)

Run it again to write the same bytes (the offsets in each xref table are computed)."""
import hashlib, os

HERE = os.path.dirname(os.path.abspath(__file__))


def document(objects, trailer_extra=""):
    """A PDF from its objects' bodies (object 1 is the catalog), with a correct xref table."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size %d /Root 1 0 R %s>>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, trailer_extra.encode(), xref)
    return bytes(out)


def stream(content, extra=b""):
    return b"<< /Length %d %s>>\nstream\n" % (len(content), extra) + content + b"\nendstream"


def page_document(width, height, content, resources=b"<< >>"):
    return [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %d %d] /Resources 5 0 R /Contents 4 0 R >>" % (width, height),
        stream(content),
        resources,
    ]


# The disc: four cubic arcs (k = 0.5523 of the radius), centre (12, 12), radius 10.
k = 10 * 0.5523
BADGE = (b"0.95 0.45 0.1 rg\n"
         b"22 12 m 22 %.4f %.4f 22 12 22 c %.4f 22 2 %.4f 2 12 c 2 %.4f %.4f 2 12 2 c %.4f 2 22 %.4f 22 12 c f\n"
         % (12 + k, 12 + k, 12 - k, 12 + k, 12 - k, 12 - k, 12 + k, 12 - k)
         + b"1 1 1 RG 2 w 1 J 1 j\n7 12 m 10.5 8.5 l 17 16 l S\n"
         + b"/Half gs 0 0 1 rg 15 1 8 8 re f\n")


def rc4(key, data):
    s = list(range(256)); j = 0
    for i in range(256):
        j = (j + s[i] + key[i % len(key)]) % 256; s[i], s[j] = s[j], s[i]
    i = j = 0; out = bytearray()
    for byte in data:
        i = (i + 1) % 256; j = (j + s[i]) % 256; s[i], s[j] = s[j], s[i]
        out.append(byte ^ s[(s[i] + s[j]) % 256])
    return bytes(out)


def encrypted():
    """PDF 1.4's standard security handler, revision 2 (algorithms 3.2 to 3.4 of the reference)."""
    pad = bytes.fromhex("28BF4E5E4E758A4164004E56FFFA01082E2E00B6D0683E802F0CA9FE6453697A")
    padded = lambda password: (password + pad)[:32]
    file_id = hashlib.md5(b"pixelproof encrypted fixture").digest()
    owner = rc4(hashlib.md5(padded(b"owner")).digest()[:5], padded(b"secret"))
    permissions = -4
    key = hashlib.md5(padded(b"secret") + owner + permissions.to_bytes(4, "little", signed=True) + file_id).digest()[:5]
    user = rc4(key, pad)
    objects = page_document(10, 10, b"0 0 0 rg 0 0 10 10 re f")
    objects.append(b"<< /Filter /Standard /V 1 /R 2 /O <%s> /U <%s> /P %d >>" % (owner.hex().encode(), user.hex().encode(), permissions))
    return document(objects, "/Encrypt 6 0 R /ID [<%s> <%s>] " % (file_id.hex(), file_id.hex()))


def image_set(images, properties=""):
    entries = ",\n    ".join(images)
    return ('{\n  "images" : [\n    %s\n  ],\n  "info" : { "author" : "xcode", "version" : 1 }%s\n}\n' % (entries, properties)).encode()


BADGE_RESOURCES = b"<< /ExtGState << /Half << /Type /ExtGState /ca 0.5 >> >> >>"
badge = document(page_document(24, 24, BADGE, BADGE_RESOURCES))
# The same drawing on a 72 x 72 pt page, as a designer exports a 24 pt icon "@3x" to a PDF.
badge_at_3x = document(page_document(72, 72, b"3 0 0 3 0 0 cm\n" + BADGE, BADGE_RESOURCES))

fixtures = {
    "badge.pdf": badge,
    "encrypted.pdf": encrypted(),
    "no-pages.pdf": document([b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [] /Count 0 >>"]),
    "huge-page.pdf": document(page_document(14400, 14400, b"0 0 0 rg 0 0 100 100 re f")),
    # An asset catalog of PDF image sets, for Image("name") (PixelproofUITests' AssetPDFImageTests).
    "PDF.xcassets/Contents.json": b'{\n  "info" : { "author" : "xcode", "version" : 1 }\n}\n',
    # Xcode's "Single Scale" with "Preserve Vector Data".
    "PDF.xcassets/badge.imageset/badge.pdf": badge,
    "PDF.xcassets/badge.imageset/Contents.json": image_set(['{ "filename" : "badge.pdf", "idiom" : "universal" }'],
                                                            ',\n  "properties" : { "preserves-vector-representation" : true }'),
    # Individual scales with only the 3x slot filled (the real app's sets in the corpus are so).
    "PDF.xcassets/slot.imageset/badge@3x.pdf": badge_at_3x,
    "PDF.xcassets/slot.imageset/Contents.json": image_set(['{ "idiom" : "universal", "scale" : "1x" }',
                                                           '{ "idiom" : "universal", "scale" : "2x" }',
                                                           '{ "filename" : "badge@3x.pdf", "idiom" : "universal", "scale" : "3x" }']),
    # "Render As: Template Image".
    "PDF.xcassets/tinted.imageset/tinted.pdf": badge,
    "PDF.xcassets/tinted.imageset/Contents.json": image_set(['{ "filename" : "tinted.pdf", "idiom" : "universal" }'],
                                                             ',\n  "properties" : { "template-rendering-intent" : "template" }'),
    "PDF.xcassets/locked.imageset/locked.pdf": encrypted(),
    "PDF.xcassets/locked.imageset/Contents.json": image_set(['{ "filename" : "locked.pdf", "idiom" : "universal" }']),
}
for name, data in fixtures.items():
    os.makedirs(os.path.dirname(os.path.join(HERE, name)), exist_ok=True)
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(data)
