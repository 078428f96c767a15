import { execFile, execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, test } from "vitest";
import { parse } from "yaml";
import { contentArguments, withEngineScripts } from "../../create/lib/steps.js";
import { ROOT, SPAWN_TIMEOUT } from "./command.ts";
import { temporaryFolder } from "./fixtures.ts";
import { expectPagesWorkflow } from "./pages-workflow.ts";

const CREATE = path.join(ROOT, "create/index.js");
const run = promisify(execFile);

/** Runs the create command as npm create would, in `cwd`, with no terminal: its exit code and output. */
async function create(args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CREATE, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every file under `dir`, by its path there. */
const filesIn = (dir: string) =>
  (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

const version = (file: string) => (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;

type Manifest = { name: string; private: boolean; type: string; scripts: Record<string, string> } & {
  dependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
type Workflow = {
  jobs: Record<string, { steps: { run?: string; uses?: string; with?: { path?: string } }[] }>;
};

/** A one-line refusal: the command's name, the reason, and no stack trace. */
function expectOneLine(stderr: string, reason: RegExp) {
  expect(stderr.trim().split("\n")).toEqual([expect.stringMatching(reason)]);
  expect(stderr).toMatch(/^create-folio-resume: /);
}

describe("create-folio-resume refuses, touching nothing", () => {
  test(
    "a folder that is not empty",
    async () => {
      const cwd = temporaryFolder("create-full");
      mkdirSync(path.join(cwd, "site"));
      writeFileSync(path.join(cwd, "site/notes.txt"), "mine");
      const result = await create(["site", "--name", "Ada Lovelace", "--no-install"], cwd);
      expect(result.code).toBe(1);
      expectOneLine(result.stderr, /site is not empty/);
      expect(filesIn(path.join(cwd, "site"))).toEqual(["notes.txt"]);
      expect(readFileSync(path.join(cwd, "site/notes.txt"), "utf8")).toBe("mine");
    },
    SPAWN_TIMEOUT,
  );

  test.each([
    [[], /Missing a folder and --name, --from or --sample/],
    [["site"], /Missing --name, --from or --sample/],
    [["--name", "Ada Lovelace"], /Missing a folder\b/],
    [["site", "--name", "Ada", "--sample"], /one of --name, --from and --sample, not --name and --sample/],
    [["site", "other", "--sample"], /One folder, not 2/],
    [["site", "--sample", "--nme", "Ada"], /Unknown option '--nme'/],
  ])(
    "without a terminal, %j: what is missing or wrong, then the usage line, exit code 2",
    async (args, reason) => {
      const cwd = temporaryFolder("create-usage");
      const result = await create([...args, "--no-install"], cwd);
      expect(result.code).toBe(2);
      const [line, usage, ...rest] = result.stderr.trim().split("\n");
      expect(line).toMatch(reason);
      expect(usage).toMatch(/^usage: create-folio-resume \[dir\]/);
      expect(rest).toEqual([]);
      expect(readdirSync(cwd)).toEqual([]);
    },
    SPAWN_TIMEOUT,
  );

  test.each([
    [["--from", "missing.json"], /--from missing.json: no such file or folder/],
    [["--from", "resume.txt"], /--from resume.txt: give a JSON Resume file \(\.json\), LinkedIn's export/],
    [
      ["--sample", "--engine", "./folio-resume-9.9.9.tgz"],
      /--engine .\/folio-resume-9.9.9.tgz: no such file/,
    ],
    [["--name", " "], /--name is empty/],
    [["--name", "Ada\tLovelace"], /--name is one line of text/],
  ])(
    "%j: a file that is not there or not a resume, a name that is not one",
    async (args, reason) => {
      const cwd = temporaryFolder("create-from");
      writeFileSync(path.join(cwd, "resume.txt"), "not a resume");
      const result = await create(["site", ...args, "--no-install"], cwd);
      expect(result.code).toBe(1);
      expectOneLine(result.stderr, reason);
      expect(readdirSync(cwd)).toEqual(["resume.txt"]);
    },
    SPAWN_TIMEOUT,
  );
});

describe("create-folio-resume checks all it is given before it installs anything", () => {
  test.each([
    [["--engine", ""], /--engine is empty: give a version range, or the path of a packed tarball/],
    [
      ["--engine", "./engine/"],
      /--engine .\/engine\/: give a packed tarball \(npm pack writes one\), not a folder/,
    ],
    [["--from", "fifo.json"], /--from fifo.json is a named pipe \(FIFO\), not a file/],
    [["--from", "folder.json"], /--from folder.json is a folder: give the JSON Resume file itself/],
    [["--from", "zero.json"], /--from zero.json is a device \(a link to \/dev\/zero\), not a file/],
  ])(
    "%j: refused in one line, nothing written",
    async (args, reason) => {
      const cwd = temporaryFolder("create-checked");
      mkdirSync(path.join(cwd, "engine"));
      mkdirSync(path.join(cwd, "folder.json"));
      execFileSync("mkfifo", [path.join(cwd, "fifo.json")]);
      symlinkSync("/dev/zero", path.join(cwd, "zero.json"));
      const before = readdirSync(cwd).sort();
      const result = await create(["site", ...(args[0] === "--from" ? [] : ["--sample"]), ...args], cwd);
      expect(result.code).toBe(1);
      expectOneLine(result.stderr, reason);
      expect(readdirSync(cwd).sort()).toEqual(before);
    },
    SPAWN_TIMEOUT,
  );

  test(
    "a symbolic link that leads nowhere as the folder: said so, not a raw ENOENT",
    async () => {
      const cwd = temporaryFolder("create-dangling");
      symlinkSync(path.join(cwd, "gone"), path.join(cwd, "site"));
      const result = await create(["site", "--sample", "--no-install"], cwd);
      expect(result.code).toBe(1);
      expectOneLine(
        result.stderr,
        /site is a symbolic link to .*gone, which is not there: give a new or empty folder/,
      );
      expect(result.stderr).not.toContain("ENOENT");
      expect(readdirSync(cwd)).toEqual(["site"]);
    },
    SPAWN_TIMEOUT,
  );

  test(
    "a failed install leaves nothing behind, so the same command runs again (and fails the same way, not on the folder)",
    async () => {
      const cwd = temporaryFolder("create-failed");
      // An empty file is no tarball: npm install fails at once, with no network.
      writeFileSync(path.join(cwd, "folio-resume-0.0.1.tgz"), "");
      const args = ["site", "--sample", "--engine", "./folio-resume-0.0.1.tgz"];
      for (const _run of [1, 2]) {
        const result = await create(args, cwd);
        expect(result.code).toBe(1);
        expect(result.stderr).toMatch(
          /create-folio-resume: npm install failed in .*site \(exit code 1\); removed what was made in site, so the command can be run again/,
        );
        expect(result.stderr).not.toContain("not empty");
        expect(readdirSync(cwd)).toEqual(["folio-resume-0.0.1.tgz"]);
      }
    },
    SPAWN_TIMEOUT,
  );

  test(
    "a name that starts with a dash (--name=-h) is the name: the engine's new writes it, as create runs it",
    async () => {
      const cwd = temporaryFolder("create-dash");
      const result = await create(["site", "--name=-h", "--no-install"], cwd);
      expect(result.code).toBe(0);
      const args = contentArguments({ name: "-h" });
      // The engine's folio command, run with the arguments create gives it after the install.
      execFileSync(process.execPath, [path.join(ROOT, "bin/folio.js"), ...args], {
        cwd: path.join(cwd, "site"),
        stdio: "pipe",
      });
      expect(readFileSync(path.join(cwd, "site/content/profile.yaml"), "utf8")).toMatch(/^name: -h$/m);
      expect(result.stdout).toContain("npx folio new --name=-h --content content");
    },
    SPAWN_TIMEOUT,
  );

  test(
    "its To finish line, pasted into a shell, runs nothing a folder's name or a name holds",
    async () => {
      const cwd = temporaryFolder("create-quoted");
      const folder = "site $(touch folder-ran) `touch tick-ran` it's";
      const name = "Ada $(touch name-ran) O'Brien";
      const result = await create([folder, "--name", name, "--no-install"], cwd);
      expect(result.code).toBe(0);
      const line = /To finish: (.*)$/m.exec(result.stdout)?.[1] ?? "";
      expect(line).toMatch(/^cd '.*' && npm install && npx folio new .* && npx folio upgrade$/);
      // The line as pasted, with npm and npx replaced by a command that prints its arguments
      // (the upgrade, which gives package.json the installed engine's scripts, left out).
      const pasted = line
        .replace("npm install && npx folio", "pwd && printf '%s\\n'")
        .replace(/ && npx folio upgrade$/, "");
      const printed = execFileSync("sh", ["-c", pasted], { cwd, encoding: "utf8" }).trimEnd().split("\n");
      expect(printed).toEqual([path.join(cwd, folder), "new", `--name=${name}`, "--content", "content"]);
      expect(readdirSync(cwd)).toEqual([folder]);
      expect(readdirSync(path.join(cwd, folder)).sort()).toEqual([
        ".github",
        ".gitignore",
        "README.md",
        "package.json",
      ]);
    },
    SPAWN_TIMEOUT,
  );
});

describe("the repository create-folio-resume writes", () => {
  /** Creates a starter's files (--no-install) in a new folder named `folder`; returns its path and output. */
  async function written(folder: string, extra: string[] = []) {
    const cwd = temporaryFolder("create-written");
    const result = await create(
      [folder, "--name", "Zoë O'Brien-Łukasiewicz Жанна", "--no-install", ...extra],
      cwd,
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    return { cwd, dir: path.join(cwd, folder), stdout: result.stdout };
  }

  test(
    "holds its package.json, workflow, .gitignore and README, and nothing of the engine",
    async () => {
      const { dir, stdout } = await written("my-site");
      expect(filesIn(dir)).toEqual([
        ".github/workflows/pages.yml",
        ".gitignore",
        "README.md",
        "package.json",
      ]);
      expect(readFileSync(path.join(dir, ".gitignore"), "utf8").split("\n")).toEqual(
        expect.arrayContaining(["node_modules/", "dist/", ".replaced/", ".writing-*/"]),
      );
      // Git leaves out what a stopped write of content/ left, and keeps the content.
      execFileSync("git", ["init", "-q"], { cwd: dir });
      const ignored = (file: string) =>
        spawnSync("git", ["check-ignore", "-q", file], { cwd: dir }).status === 0;
      expect(ignored("content/.writing-20260101-1/tree/profile.yaml")).toBe(true);
      expect(ignored("content/profile.yaml")).toBe(false);
      // --no-install stops there and says how to go on.
      expect(stdout).toContain(`npx folio new '--name=Zoë O'\\''Brien-Łukasiewicz Жанна' --content content`);
    },
    SPAWN_TIMEOUT,
  );

  test(
    "a package.json that depends on the engine of create's own version, its scripts the installed engine's to give",
    async () => {
      const { dir } = await written("Zoë's Site");
      const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as Manifest;
      expect(manifest).toMatchObject({ name: "zoe-s-site", private: true, type: "module" });
      expect(version(path.join(ROOT, "create/package.json"))).toBe(version(path.join(ROOT, "package.json")));
      expect(manifest.dependencies).toEqual({
        "folio-resume": `^${version(path.join(ROOT, "package.json"))}`,
      });
      // Nothing installed, no engine to give them.
      expect(manifest.scripts).toEqual({});
      // npm reads which install scripts may run from the project's package.json alone: the engine's choices.
      const engine = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as Partial<Manifest>;
      expect(manifest.allowScripts).toEqual(engine.allowScripts);
    },
    SPAWN_TIMEOUT,
  );

  test(
    "once the engine is installed, a script for each of its commands, as its package.json lists them, and whose they are",
    async () => {
      const { dir } = await written("site");
      // This repository as the engine installed in the site, as npm links a local package.
      mkdirSync(path.join(dir, "node_modules"));
      symlinkSync(ROOT, path.join(dir, "node_modules/folio-resume"), "dir");
      const engine = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
      expect(withEngineScripts(dir)).toEqual({
        version: engine.version,
        scripts: Object.keys(engine.ownerScripts),
      });
      const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
      expect(manifest.scripts).toEqual(engine.ownerScripts);
      expect(manifest.folio).toEqual({ scripts: engine.version });
    },
    SPAWN_TIMEOUT,
  );

  test(
    "--engine with a tarball's path: the tarball kept in the site's vendor/, depended on there, nothing outside it",
    async () => {
      const cwd = temporaryFolder("create-engine");
      writeFileSync(path.join(cwd, "folio-resume-0.1.0.tgz"), "the packed engine");
      const result = await create(
        ["site", "--sample", "--no-install", "--engine", "./folio-resume-0.1.0.tgz"],
        cwd,
      );
      expect(result.code).toBe(0);
      const manifest = JSON.parse(readFileSync(path.join(cwd, "site/package.json"), "utf8")) as Manifest;
      expect(manifest.dependencies["folio-resume"]).toBe("file:vendor/folio-resume-0.1.0.tgz");
      expect(readFileSync(path.join(cwd, "site/vendor/folio-resume-0.1.0.tgz"), "utf8")).toBe(
        "the packed engine",
      );
      expect(readFileSync(path.join(cwd, "site/package.json"), "utf8")).not.toContain(cwd);
      // The README says where the engine is, and how the site moves to the registry's.
      const readme = readFileSync(path.join(cwd, "site/README.md"), "utf8");
      expect(readme).toContain("`vendor/folio-resume-0.1.0.tgz`");
      expect(readme).toContain("`npm install folio-resume@latest`, then delete `vendor/`");
      expect(result.stdout).toContain("vendor/folio-resume-0.1.0.tgz");
    },
    SPAWN_TIMEOUT,
  );

  test(
    "a workflow that installs with npm ci first, then checks, builds, prints and checks the site, and publishes dist/",
    async () => {
      const { dir } = await written("site");
      const workflow = parse(readFileSync(path.join(dir, ".github/workflows/pages.yml"), "utf8")) as Workflow;
      const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
      const commands = steps.flatMap((step) => (step.run ? [step.run] : []));
      // One line, as .ci/owner-sites runs each step's lines: the packages of the content's
      // scripts that the runner has not installed, and none asked for when it has them all.
      const fonts = [
        'packages="$(npm run -s fonts -- --packages --missing)";',
        'if [ -n "$packages" ]; then sudo="$(command -v sudo || true)"; $sudo apt-get update && $sudo apt-get install -y --no-install-recommends $packages; fi',
      ].join(" ");
      expect(commands).toEqual([
        "npm ci",
        "npm run setup:browser",
        "npm run validate -- --format github",
        // The fonts the content's scripts need, before the link preview is drawn and the PDF printed.
        fonts,
        "npm run build",
        "npm run pdf",
        "npm run check",
      ]);
      // Each a script the engine gives the site's package.json.
      const scripts = (
        JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { ownerScripts: object }
      ).ownerScripts;
      for (const command of commands.slice(1))
        for (const [, name] of command.matchAll(/npm run (?:-s )?(\S+)/g))
          expect(scripts).toHaveProperty([name ?? ""]);
      const upload = steps.find((step) => step.uses?.startsWith("actions/upload-pages-artifact"));
      expect(upload?.with?.path).toBe("dist");
      expect(steps.some((step) => step.uses?.startsWith("actions/deploy-pages"))).toBe(true);
      // Nothing published names an unlisted page: the build's marker stays out of the upload.
      expectPagesWorkflow(readFileSync(path.join(dir, ".github/workflows/pages.yml"), "utf8"));
    },
    SPAWN_TIMEOUT,
  );

  test(
    "a README for the owner of at most 60 lines: edit, set the url, turn on Pages, the guide, the upgrade",
    async () => {
      const { dir } = await written("site");
      const readme = readFileSync(path.join(dir, "README.md"), "utf8");
      expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(60);
      expect(readme).toMatch(/^# site$/m);
      expect(readme).toContain("npm run dev");
      expect(readme).toMatch(/Set `url` in `content\/profile.yaml`/);
      expect(readme).toContain("Source: GitHub Actions");
      expect(readme).toContain("npm install folio-resume@latest && npm run upgrade");
      // The engine is installed already; a fresh clone installs it from the lockfile.
      expect(readme).not.toMatch(/^npm install$/m);
      expect(readme).toContain("run `npm ci` first");
      // No page of the registry's, where the engine is not published yet: its docs, installed with it.
      expect(readme).not.toContain("npmjs.com");
      expect(readme).toContain("node_modules/folio-resume/docs/");
      expect(readme).not.toContain("vendor/");
      expect(readme).not.toContain("{{");
    },
    SPAWN_TIMEOUT,
  );

  test(
    "--help says what each option does, --no-install among them, and writes nothing",
    async () => {
      const cwd = temporaryFolder("create-help");
      const result = await create(["site", "--help"], cwd);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^usage: create-folio-resume/);
      for (const option of ["--name", "--from", "--sample", "--engine", "--no-install"]) {
        expect(result.stdout).toContain(`  ${option}`);
      }
      expect(existsSync(path.join(cwd, "site"))).toBe(false);
    },
    SPAWN_TIMEOUT,
  );
});

test(
  "the create package ships what it runs: its code, its templates and its package.json",
  async () => {
    const { stdout } = await run("npm", ["pack", "--dry-run", "--json"], { cwd: path.join(ROOT, "create") });
    const [pack] = JSON.parse(stdout) as { files: { path: string }[] }[];
    const files = (pack?.files ?? []).map((file) => file.path).sort();
    expect(files).toEqual(expect.arrayContaining(["index.js", "package.json", "templates/gitignore"]));
    expect(files).toEqual(expect.arrayContaining(["templates/README.md", "templates/pages.yml"]));
    for (const file of files) expect(file).toMatch(/^(index\.js|package\.json|lib\/[\w-]+\.js|templates\/)/);
    // Every module index.js imports is in it.
    const imports = [...readFileSync(CREATE, "utf8").matchAll(/from "\.\/(lib\/[\w-]+\.js)"/g)].map(
      ([, file]) => file,
    );
    expect(imports.length).toBeGreaterThan(0);
    expect(files).toEqual(expect.arrayContaining(imports));
  },
  SPAWN_TIMEOUT,
);
