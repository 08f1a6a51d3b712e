export type LocaleTree = { [key: string]: string | LocaleTree };

/** Merges b into a, key by key; a feature's keys live under its own top-level name. */
function deepMerge(a: LocaleTree, b: LocaleTree): LocaleTree {
  const out: LocaleTree = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? deepMerge(current, value) : value;
  }
  return out;
}

/**
 * Every text of the app in one language: its core locale file, the shared texts (the ones the server renders
 * too) and each feature's file (features/<feature>/locales/<language>.json, so features can grow without everyone
 * editing one file), merged.
 */
export function mergeLocale(
  core: LocaleTree,
  shared: LocaleTree,
  features: Record<string, LocaleTree>,
): LocaleTree {
  return Object.entries(features)
    .sort(([a], [b]) => a.localeCompare(b))
    .reduce((tree, [, file]) => deepMerge(tree, file), deepMerge(core, shared));
}
