import { describe, expect, it } from "vitest";
import { svgProblem } from "../../scripts/compiler/images/svg.ts";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4">';
const scan = (text: string) => svgProblem(Buffer.from(text));

describe("the SVG scan", () => {
  it("passes a drawing whose references stay inside the file", () => {
    expect(
      scan(
        `${SVG}<rect id="one" class="on" width="4" height="4" fill="url(#g)" style="fill: url('#g')"/><use href="&#35;a"/><text>Online</text></svg>`,
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      "a script in the HTML namespace",
      `${SVG}<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>`,
      "a <script> element",
    ],
    ["a javascript: link", `${SVG}<a href="javascript:alert(1)"><rect/></a></svg>`, "a javascript: address"],
    [
      "a javascript: link written with a character reference",
      `${SVG}<a href="&#106;avascript:alert(1)"><rect/></a></svg>`,
      "a javascript: address",
    ],
    [
      "a link set by an animation",
      `${SVG}<a><set attributeName="href" to="#a"/></a></svg>`,
      'an animated link (attributeName="href")',
    ],
    [
      "a prefixed event handler",
      `${SVG}<rect ev:onclick="x"/></svg>`,
      "an event handler attribute (onclick=)",
    ],
    [
      "an embedded SVG",
      `${SVG}<image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>`,
      'an external reference (href="data:image/svg+xml;base64,PHN2Zz4=")',
    ],
    [
      "a style sheet instruction",
      `<?xml-stylesheet href="https://x.example/y.css"?>${SVG}</svg>`,
      "a style sheet instruction (<?xml-stylesheet …?>)",
    ],
    [
      "a default attribute declared in the DOCTYPE",
      `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>${SVG}</svg>`,
      "a document type declaration (<!ATTLIST …>)",
    ],
    [
      "an escape in a style",
      `${SVG}<style>rect { fill: u\\72l(http://x.example) }</style></svg>`,
      "an escape in a style (\\)",
    ],
    [
      "an image set in a style",
      `${SVG}<rect style="fill: image-set('https://x.example/a.png' 1x)"/></svg>`,
      "an image in a style (image-set()",
    ],
    [
      "another encoding",
      `<?xml version="1.0" encoding="UTF-7"?>${SVG}</svg>`,
      'an encoding other than UTF-8 (encoding="UTF-7")',
    ],
  ])("refuses %s", (_what, text, found) => {
    expect(scan(text)).toBe(found);
  });

  it("passes text that reads like markup, and an editor's own namespaces, as a browser reads them", () => {
    const editor =
      'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"';
    expect(
      scan(
        `<svg xmlns="http://www.w3.org/2000/svg" ${editor} inkscape:export-filename="C:\\Users\\ana\\logo.png">` +
          '<sodipodi:namedview pagecolor="#ffffff"/><metadata><rdf:RDF/></metadata>' +
          '<g inkscape:label="Layer 1"><text>onion = 2 &#60;script&#62; url(x)</text></g></svg>',
      ),
    ).toBeUndefined();
  });

  it.each([
    [
      "an escape in a presentation attribute, which is CSS too",
      `${SVG}<rect fill="u\\72l(https://x.example/p.svg#g)"/></svg>`,
      "an escape in a style (\\)",
    ],
    [
      "a link that pings another site",
      `${SVG}<a href="#a" ping="https://tracker.example/"><rect id="a"/></a></svg>`,
      'an attribute that is not part of a drawing (ping="https://tracker.example/")',
    ],
    [
      "a base address for the references inside the file",
      `${SVG}<use xml:base="https://x.example/sprites.svg" href="#a"/></svg>`,
      'an attribute that is not part of a drawing (xml:base="https://x.example/sprites.svg")',
    ],
    [
      "an element no drawing is made of",
      `${SVG}<discard begin="0s"/></svg>`,
      "an element that is not part of a drawing (<discard>)",
    ],
    [
      "XML that is not well-formed, whose part before the error a browser would still run",
      `${SVG}<rect></svg>`,
      "XML a browser cannot read (",
    ],
  ])("refuses %s, which a scan of the text missed", (_what, text, found) => {
    expect(scan(text)).toContain(found);
  });

  it("refuses UTF-16, which a scan of UTF-8 text could not read", () => {
    expect(svgProblem(Buffer.from(`\uFEFF${SVG}</svg>`, "utf16le"))).toBe(
      "text that is not UTF-8 (UTF-16 or binary data)",
    );
  });
});
