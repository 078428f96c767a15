/** Pass 2, validate: each loaded file against its schema; every issue a located diagnostic. */
import type { ZodType } from "zod";
import { issuesToDiagnostics } from "../diagnostics/issues.ts";
import {
  type About,
  type Job,
  type Profile,
  type Project,
  projectSchema,
  type School,
  type Sections,
  type Site,
} from "../schema/schema.ts";
import type { LoadedFile } from "../yaml/source.ts";
import type { CompileContext } from "./context.ts";
import { YAML_FILES, type YamlName } from "./load.ts";
import type { LoadedTree } from "./loaded-tree.ts";

/** A validated file: its data and where each field came from. */
export type Valid<T> = { source: LoadedFile; value: T };

/** The files that passed their schema; absent where one did not (its issues are reported). */
export type ValidTree = {
  profile?: Valid<Profile>;
  experience?: Valid<{ experience: Job[] }>;
  education?: Valid<{ education: School[] }>;
  about?: Valid<About>;
  /** sections.yaml, optional. */
  sections?: Valid<Sections>;
  /** site.yaml, optional: absent when the tree has none (or it is invalid). */
  site?: Valid<Site>;
  /** With the Markdown body, the project's description. */
  projects: (Valid<Project> & { body: string })[];
};

export function validateContent(context: CompileContext, loaded: LoadedTree): ValidTree {
  const yaml = <N extends YamlName>(name: N) => {
    const source = loaded.yaml[name];
    return source && validate(context, source, YAML_FILES[name] as ZodType);
  };
  const projects: ValidTree["projects"] = [];
  for (const source of loaded.projects) {
    const valid = validate(context, source, projectSchema);
    if (valid) projects.push({ ...valid, body: source.body ?? "" });
  }
  return {
    profile: yaml("profile.yaml") as Valid<Profile> | undefined,
    experience: yaml("experience.yaml") as Valid<{ experience: Job[] }> | undefined,
    education: yaml("education.yaml") as Valid<{ education: School[] }> | undefined,
    about: yaml("about.yaml") as Valid<About> | undefined,
    sections: yaml("sections.yaml") as Valid<Sections> | undefined,
    site: yaml("site.yaml") as Valid<Site> | undefined,
    projects,
  };
}

function validate<T>(context: CompileContext, source: LoadedFile, schema: ZodType<T>): Valid<T> | undefined {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return { source, value: result.data };
  context.diagnostics.push(...issuesToDiagnostics(source, schema, result.error.issues));
  return undefined;
}
