import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { StatementRefused } from './statement';

/** An element as the XML parser gives it: its text (`#text`), attributes (`@_…`) and children by name. */
export type XmlNode = Record<string, unknown>;

/** The document's root element: its name without a prefix, and the namespace that prefix (or none) stands for. */
export interface XmlRoot {
  name: string;
  namespace: string | null;
}

/** The camt elements that repeat: always read as lists, one element or many. */
const LISTS = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal']);

const treeParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // texts stay texts: an amount "10.50" or a reference "00012345" is never turned into a number
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // numeric character references (&#228;) are XML too, yet the parser decodes them only with this flag
  htmlEntities: true,
  // the callbacks get no path string built for every element: a third faster on a 10 MB file
  jPath: false,
  isArray: (name) => LISTS.has(name),
});

/**
 * The root element alone, its content left unparsed (a stop node): the tree parser drops the namespace
 * declarations with the prefixes, so the root's are read here, at a fraction of a full parse's cost.
 */
const rootParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: false,
  parseTagValue: false,
  stopNodes: ['*'],
});

/** Whether a parsed value is an element with attributes or children (not a bare text, not a list). */
export const isNode = (v: unknown): v is XmlNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The child element of that name (the first, were there several), if it has attributes or children. */
export function child(node: unknown, name: string): XmlNode | undefined {
  const v = isNode(node) ? node[name] : undefined;
  const first = Array.isArray(v) ? v[0] : v;
  return isNode(first) ? first : undefined;
}

/** Every child element of that name that has attributes or children, in document order. */
export function list(node: unknown, name: string): XmlNode[] {
  const v = isNode(node) ? node[name] : undefined;
  return (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter(isNode);
}

/** The text of the child element of that name, with attributes (`#text`) or without; undefined when absent. */
export function text(node: unknown, name: string): string | undefined {
  const v = isNode(node) ? node[name] : undefined;
  const first = Array.isArray(v) ? v[0] : v;
  if (typeof first === 'string') {
    return first;
  }
  return isNode(first) && typeof first['#text'] === 'string' ? first['#text'] : undefined;
}

/** The texts of every child element of that name (a repeated text element such as `Ustrd`). */
export function texts(node: unknown, name: string): string[] {
  const v = isNode(node) ? node[name] : undefined;
  return (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .map((item) => (isNode(item) ? item['#text'] : item))
    .filter((item): item is string => typeof item === 'string');
}

/** The element down a path of child names, if every step is there. */
export function path(node: unknown, ...names: string[]): XmlNode | undefined {
  return names.reduce<XmlNode | undefined>((at, name) => child(at, name), isNode(node) ? node : undefined);
}

/** Whether the validator finds the text well-formed XML. */
function wellFormed(xml: string): boolean {
  try {
    return XMLValidator.validate(xml) === true;
  } catch {
    return false;
  }
}

/**
 * The root element of a well-formed document, with its namespace. Refuses (broken file) what is not well-formed
 * XML, a document type declaration (a bank's file has none, so no entity of the file's own is ever expanded), and
 * more than one root element.
 */
export function xmlRoot(xml: string): XmlRoot {
  if (xml.includes('<!DOCTYPE') || !wellFormed(xml)) {
    throw new StatementRefused('brokenFile', 'not well-formed XML');
  }
  let top: unknown;
  try {
    top = rootParser.parse(xml);
  } catch (error) {
    throw new StatementRefused('brokenFile', error instanceof Error ? error.message : 'XML parser failed');
  }
  const roots = isNode(top)
    ? Object.keys(top).filter((key) => !key.startsWith('?') && !key.startsWith('#'))
    : [];
  const [qualified] = roots;
  const root = isNode(top) && qualified !== undefined ? top[qualified] : undefined;
  // two roots of one name come as a list
  if (roots.length !== 1 || qualified === undefined || Array.isArray(root)) {
    throw new StatementRefused('brokenFile', 'not one root element');
  }
  const colon = qualified.indexOf(':');
  const declaration = colon < 0 ? '@_xmlns' : `@_xmlns:${qualified.slice(0, colon)}`;
  const namespace = isNode(root) ? root[declaration] : undefined;
  return {
    name: qualified.slice(colon + 1),
    namespace: typeof namespace === 'string' ? namespace.trim() : null,
  };
}

/**
 * The whole document as a tree of elements, prefixes taken off the names. Refuses (broken file) what the parser
 * cannot take, such as an element named like a JavaScript object's own property.
 */
export function xmlTree(xml: string): XmlNode {
  try {
    const tree = treeParser.parse(xml) as unknown;
    if (isNode(tree)) {
      return tree;
    }
  } catch (error) {
    throw new StatementRefused('brokenFile', error instanceof Error ? error.message : 'XML parser failed');
  }
  throw new StatementRefused('brokenFile', 'no elements');
}
