/**
 * Streaming XML for the WordPress (WXR) and Blogger (Atom) exports: saxes reads the file from disk
 * chunk by chunk; only one record (an <item> or <entry>, or a channel-level term) is held as a
 * small tree at a time. A DOCTYPE that declares entities is refused before anything is expanded
 * (saxes expands no custom entity anyway; a "billion laughs" file is a clear 400).
 */
import fs from 'node:fs';
import { SaxesParser } from 'saxes';
import { badInput } from '../../errors';

export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}

export const ENTITY_MESSAGE = 'The file declares XML entities (a DOCTYPE with ENTITY declarations); such files are refused (they can expand without limit)';

/** The first child named `name` (qualified, e.g. "wp:post_id"). */
export const child = (node: XmlNode, name: string): XmlNode | undefined => node.children.find((c) => c.name === name);
export const childText = (node: XmlNode, name: string): string => child(node, name)?.text.trim() ?? '';
export const childrenNamed = (node: XmlNode, name: string): XmlNode[] => node.children.filter((c) => c.name === name);

/**
 * Reads `file`, calling `onRecord` with every element at `recordDepth` (1 = children of the root)
 * and `onRoot` with the root's name. Throws a 400 naming the problem for anything that is not
 * well-formed XML (a truncated file included).
 */
export async function readXmlRecords(file: string, recordDepth: number, onRoot: (name: string) => void, onRecord: (node: XmlNode, path: string[]) => void): Promise<void> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const path: string[] = [];
  const stack: XmlNode[] = [];
  let failure: Error | undefined;
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) throw badInput(ENTITY_MESSAGE);
  });
  parser.on('opentag', (tag) => {
    if (path.length === 0) onRoot(tag.name);
    path.push(tag.name);
    if (path.length - 1 >= recordDepth) {
      const node: XmlNode = { name: tag.name, attrs: { ...(tag.attributes as Record<string, string>) }, text: '', children: [] };
      stack.at(-1)?.children.push(node);
      stack.push(node);
    }
  });
  const addText = (t: string) => {
    const top = stack.at(-1);
    if (top) top.text += t;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const depth = path.length - 1;
    path.pop();
    if (depth >= recordDepth) {
      const node = stack.pop()!;
      if (depth === recordDepth) onRecord(node, path);
    }
  });
  parser.on('error', (err) => {
    failure ??= err;
  });
  const stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of stream) {
      parser.write(chunk as string);
      if (failure) break;
    }
    if (!failure) parser.close();
  } catch (err) {
    stream.destroy();
    if ((err as { code?: string }).code === 'BAD_USER_INPUT' || (err as Error).message === ENTITY_MESSAGE) throw err;
    failure ??= err as Error;
  }
  stream.destroy();
  if (failure) {
    if (failure.message === ENTITY_MESSAGE) throw failure;
    const message = failure.message.replace(/^[^:]*:\d+:\d+: /, '');
    throw badInput(`The file is not a complete XML export (${message.slice(0, 200)})`);
  }
}
