/** One thing to change before launch: the file and field, the value found, and why it cannot ship. */
export type Problem = { file: string; field: string; value: string; reason: string };

/** The files problems most often name. */
export const siteFile = 'src/site.ts';
export const configFile = 'wrangler.toml';
export const companyFile = 'src/business/company-figures.ts';
