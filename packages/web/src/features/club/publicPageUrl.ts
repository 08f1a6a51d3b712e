/**
 * A public page's address for this club: `<origin>/waiver?club=<public name>`. Never the club key: that lets
 * anyone register. Without a public name, the address of the installation's only club.
 */
export function publicPageUrl(path: string, slug: string | null, origin = window.location.origin): string {
  return slug ? `${origin}${path}?club=${encodeURIComponent(slug)}` : `${origin}${path}`;
}
