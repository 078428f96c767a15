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

  it("refuses UTF-16, which a scan of UTF-8 text could not read", () => {
    expect(svgProblem(Buffer.from(`\uFEFF${SVG}</svg>`, "utf16le"))).toBe(
      "text that is not UTF-8 (UTF-16 or binary data)",
    );
  });
});
