/**
 * Every word of the site's interface (headings, labels, hints, screen-reader texts), in one
 * table per language. The compiler picks the table of the content's `lang` (English when there
 * is none for it) and lays the owner's `words` over it, word by word; the site shows the result.
 * A word with `{name}` in it is a pattern: the site fills each name in.
 */
const en = {
  resume: "Resume",
  projects: "Projects",
  about: "About",
  mainNavigation: "Main",
  skipToContent: "Skip to content",
  darkTheme: "Dark theme",
  switchToDarkTheme: "Switch to dark theme",
  switchToLightTheme: "Switch to light theme",
  opensInNewTab: "Opens in a new tab",
  profile: "Profile",
  softSkills: "Soft Skills",
  hardSkills: "Hard Skills",
  hardSkillsHint: "Click a group to expand it.",
  languages: "Languages",
  experience: "Experience",
  education: "Education",
  certifications: "Certifications",
  awards: "Awards",
  publications: "Publications",
  volunteering: "Volunteering",
  talks: "Talks",
  interests: "Interests",
  references: "References",
  phoneNumber: "Phone {number}",
  present: "Present",
  gpa: "GPA",
  courseList: "Course list",
  courseListFor: "for {institution}",
  courseListHint: "click to view",
  contactAndProfiles: "Contact and profiles",
  location: "Location",
  networkProfile: "{network} profile",
  emailTo: "Email {email}",
  resumePdf: "Resume (PDF)",
  projectHighlights: "Project Highlights",
  overview: "Overview",
  skillsUsed: "Skills Used",
  frontEnd: "Front end",
  backEnd: "Back end",
  otherSkills: "Other",
  gallery: "Gallery",
  galleryLabel: "{title} images",
  personalAchievements: "Personal Achievements",
  close: "Close",
  previousSlide: "Previous slide",
  nextSlide: "Next slide",
  slideOf: "{n} of {count}",
  showImage: "Show image {n} of {count}",
  notFoundTitle: "Not found",
  notFoundHeading: "Page not found",
  notFoundText: "There is nothing at this address. It may have moved, or the link may be mistyped.",
  goToResume: "Go to the resume",
  errorTitle: "Error",
  errorHeading: "Something went wrong",
  errorText: "This page could not be shown. Reloading often helps; the rest of the site should still work.",
  reload: "Reload",
};

/** The words of the interface, by key. */
export type Words = typeof en;
export type WordKey = keyof Words;

const es: Words = {
  resume: "Currículum",
  projects: "Proyectos",
  about: "Sobre mí",
  mainNavigation: "Principal",
  skipToContent: "Saltar al contenido",
  darkTheme: "Tema oscuro",
  switchToDarkTheme: "Cambiar al tema oscuro",
  switchToLightTheme: "Cambiar al tema claro",
  opensInNewTab: "Se abre en una pestaña nueva",
  profile: "Perfil",
  softSkills: "Habilidades blandas",
  hardSkills: "Habilidades técnicas",
  hardSkillsHint: "Haz clic en un grupo para desplegarlo.",
  languages: "Idiomas",
  experience: "Experiencia",
  education: "Formación",
  certifications: "Certificaciones",
  awards: "Premios",
  publications: "Publicaciones",
  volunteering: "Voluntariado",
  talks: "Charlas",
  interests: "Intereses",
  references: "Referencias",
  phoneNumber: "Teléfono {number}",
  present: "Actualidad",
  gpa: "Nota media",
  courseList: "Lista de cursos",
  courseListFor: "de {institution}",
  courseListHint: "haz clic para verla",
  contactAndProfiles: "Contacto y perfiles",
  location: "Ubicación",
  networkProfile: "Perfil en {network}",
  emailTo: "Escribir a {email}",
  resumePdf: "Currículum (PDF)",
  projectHighlights: "Proyectos destacados",
  overview: "Resumen",
  skillsUsed: "Habilidades usadas",
  frontEnd: "Front end",
  backEnd: "Back end",
  otherSkills: "Otras",
  gallery: "Galería",
  galleryLabel: "Imágenes de {title}",
  personalAchievements: "Logros personales",
  close: "Cerrar",
  previousSlide: "Imagen anterior",
  nextSlide: "Imagen siguiente",
  slideOf: "{n} de {count}",
  showImage: "Mostrar la imagen {n} de {count}",
  notFoundTitle: "No encontrada",
  notFoundHeading: "Página no encontrada",
  notFoundText: "No hay nada en esta dirección. Puede que se haya movido o que el enlace tenga un error.",
  goToResume: "Ir al currículum",
  errorTitle: "Error",
  errorHeading: "Algo ha fallado",
  errorText:
    "No se ha podido mostrar esta página. Recargarla suele ayudar; el resto del sitio debería funcionar.",
  reload: "Recargar",
};

const ko: Words = {
  resume: "이력서",
  projects: "프로젝트",
  about: "소개",
  mainNavigation: "주 메뉴",
  skipToContent: "본문으로 건너뛰기",
  darkTheme: "어두운 테마",
  switchToDarkTheme: "어두운 테마로 전환",
  switchToLightTheme: "밝은 테마로 전환",
  opensInNewTab: "새 탭에서 열림",
  profile: "프로필",
  softSkills: "소프트 스킬",
  hardSkills: "하드 스킬",
  hardSkillsHint: "그룹을 클릭하면 펼쳐집니다.",
  languages: "언어",
  experience: "경력",
  education: "학력",
  certifications: "자격증",
  awards: "수상",
  publications: "출판물",
  volunteering: "봉사 활동",
  talks: "발표",
  interests: "관심사",
  references: "추천서",
  phoneNumber: "전화 {number}",
  present: "현재",
  gpa: "학점",
  courseList: "수강 과목",
  courseListFor: "({institution})",
  courseListHint: "클릭하여 보기",
  contactAndProfiles: "연락처와 프로필",
  location: "위치",
  networkProfile: "{network} 프로필",
  emailTo: "{email}로 이메일 보내기",
  resumePdf: "이력서 (PDF)",
  projectHighlights: "주요 프로젝트",
  overview: "개요",
  skillsUsed: "사용 기술",
  frontEnd: "프런트엔드",
  backEnd: "백엔드",
  otherSkills: "기타",
  gallery: "갤러리",
  galleryLabel: "{title} 이미지",
  personalAchievements: "개인 성과",
  close: "닫기",
  previousSlide: "이전 이미지",
  nextSlide: "다음 이미지",
  slideOf: "{count}개 중 {n}번째",
  showImage: "{count}개 중 {n}번째 이미지 보기",
  notFoundTitle: "찾을 수 없음",
  notFoundHeading: "페이지를 찾을 수 없습니다",
  notFoundText: "이 주소에는 아무것도 없습니다. 옮겨졌거나 링크가 잘못되었을 수 있습니다.",
  goToResume: "이력서로 가기",
  errorTitle: "오류",
  errorHeading: "문제가 발생했습니다",
  errorText:
    "이 페이지를 표시할 수 없습니다. 새로 고치면 대개 해결되며, 사이트의 나머지 부분은 그대로 작동합니다.",
  reload: "새로 고침",
};

/** The built-in tables, by primary language subtag ("es" serves "es-MX" too). */
export const WORD_TABLES: Readonly<Record<string, Words>> = { en, es, ko };

export const ENGLISH_WORDS: Words = en;

/** The names a word's pattern must keep, e.g. ["network"] for "{network} profile". */
export function wordParameters(pattern: string): string[] {
  return [...pattern.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? "").sort();
}

/** A pattern with its names filled in: fill("{n} of {count}", { n: 2, count: 5 }) → "2 of 5". */
export function fill(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The words the browser's script renders itself, outside the prerendered <Static> blocks: they
 * travel in the page data (src/site/page-data.ts). The others are only in the page's markup.
 */
export const SCRIPT_WORDS = [
  "resume",
  "projects",
  "about",
  "mainNavigation",
  "skipToContent",
  "darkTheme",
  "switchToDarkTheme",
  "switchToLightTheme",
  "opensInNewTab",
  "hardSkills",
  "hardSkillsHint",
  "education",
  "courseList",
  "courseListHint",
  "projectHighlights",
  "gallery",
  "galleryLabel",
  "close",
  "previousSlide",
  "nextSlide",
  "slideOf",
  "showImage",
  "notFoundTitle",
  "notFoundHeading",
  "notFoundText",
  "goToResume",
  "errorTitle",
  "errorHeading",
  "errorText",
  "reload",
] as const satisfies readonly WordKey[];

export type ScriptWords = Pick<Words, (typeof SCRIPT_WORDS)[number]>;

export function scriptWords(words: Words): ScriptWords {
  return Object.fromEntries(SCRIPT_WORDS.map((key) => [key, words[key]])) as ScriptWords;
}
