import { DomainError } from '../errors';

/** Jump lines are kept sorted by altitude (spec section 9); equal altitudes keep their order. */
export function sortJumpLines<T extends { altitude: number }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.altitude - b.altitude);
}

/**
 * Moves a payment method from `index` to `newIndex` (drag and drop), optionally renaming it.
 * Throws `invalidIndex` when either index is outside the list.
 */
export function movePaymentMethod(
  methods: readonly string[],
  index: number,
  newIndex: number,
  rename?: string,
): string[] {
  const inRange = (i: number) => Number.isInteger(i) && i >= 0 && i < methods.length;
  if (!inRange(index) || !inRange(newIndex)) {
    throw new DomainError('invalidIndex');
  }
  const next = [...methods];
  const [moved] = next.splice(index, 1);
  next.splice(newIndex, 0, rename ?? (moved as string));
  return next;
}

/** Removes the payment method at `index`; `invalidIndex` outside the list. */
export function removePaymentMethod(methods: readonly string[], index: number): string[] {
  if (!Number.isInteger(index) || index < 0 || index >= methods.length) {
    throw new DomainError('invalidIndex');
  }
  return methods.filter((_, i) => i !== index);
}

/** Whether a payment method may be used: one of the club's, or any when custom methods are allowed. */
export function isPaymentMethodAllowed(
  method: string,
  club: { paymentMethods: readonly string[]; allowCustomPaymentMethods: boolean },
): boolean {
  return club.allowCustomPaymentMethods || club.paymentMethods.includes(method);
}

/**
 * A public name proposed from the club's name: `Skydive Utti ry` → `skydive-utti-ry`, Finnish and Swedish letters
 * without their dots (ä → a, ö → o, å → a), anything else between words a single hyphen, at most 40 characters;
 * `kerho` when too little is left. Always valid for `clubSlugSchema`.
 */
export function slugFromClubName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
  return slug.length >= 3 ? slug : 'kerho';
}

/**
 * Whether a plane's thresholds, which are fuel margins (domain rules, "Weights": kg left for fuel under the
 * plane's `weightAvailable`), are in order: a load turns to danger with less margin than it warns, so the
 * danger threshold is at most the warning threshold (equal: no warning band; both 0: no thresholds).
 */
export function fuelMarginsInOrder(plane: {
  weightWarningThreshold: number;
  weightDangerThreshold: number;
}): boolean {
  return plane.weightDangerThreshold <= plane.weightWarningThreshold;
}
