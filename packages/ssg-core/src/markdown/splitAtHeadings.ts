// Where a long markdown text can be cut into pieces that parse, each on its own, to the same trees
// as the whole: before a `#` heading at the start of a line, after a blank line, outside any fenced
// code, HTML block, container directive or front matter. Such a heading closes every list, quote,
// paragraph, table and indented code before it, so nothing on one side changes the other
// (definitions aside: parseMarkdown checks for them).

/** A fence, directive or HTML block open at the line being read, and the line that closes it. */
interface Open {
  closes: (line: string) => boolean;
  /** Opened with 1 to 3 spaces: maybe inside a list item, which a line at column 0 would close. */
  indented: boolean;
}

/**
 * The offsets at which `source` is cut, each piece at least `pieceLength` long (the first is 0).
 * When the text leaves a doubt about what is open (an indented fence met by a line at column 0,
 * say), it is not cut from there on.
 */
export function splitAtHeadings(source: string, pieceLength: number): number[] {
  const starts = [0];
  // A lone carriage return ends a line for the parser but not here: the line numbers would differ.
  if (source.length <= pieceLength || source.includes('\r')) return starts;
  let open: Open | undefined;
  let offset = 0;
  let previousBlank = false;
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (i === 0 && line === '---') open = { closes: (l) => l === '---', indented: false };
    else if (open) {
      if (open.closes(line)) open = undefined;
      else if (open.indented && /^\S/.test(line)) return starts;
    } else if (previousBlank && /^#{1,6}(?:[ \t]|$)/.test(line) && offset - starts[starts.length - 1]! >= pieceLength)
      starts.push(offset);
    else open = opening(line);
    previousBlank = line.trim() === '';
    offset += line.length + 1;
  }
  return starts;
}

/** What `line` opens that a heading cannot end: a fence, a container directive, an HTML block of kinds 1 to 5. */
function opening(line: string): Open | undefined {
  const indent = /^ {0,3}/.exec(line)![0].length;
  const indented = indent > 0;
  const rest = line.slice(indent);
  const fence = /^(`{3,}|~{3,})(.*)$/.exec(rest);
  if (fence && !(fence[1]![0] === '`' && fence[2]!.includes('`'))) {
    const [char, length] = [fence[1]![0]!, fence[1]!.length];
    const closing = new RegExp(`^ {0,3}\\${char}{${length},}[ \\t]*$`);
    return { closes: (l) => closing.test(l), indented };
  }
  const directive = /^(:{3,})[A-Za-z]/.exec(rest);
  if (directive) {
    // An outer directive has more colons than those inside it; a fence inside it may hold any line.
    const closing = new RegExp(`^ {0,3}:{${directive[1]!.length},}[ \\t]*$`);
    let inner: Open | undefined;
    const closes = (l: string) => {
      if (inner) inner = inner.closes(l) ? undefined : inner;
      else if (closing.test(l)) return true;
      else inner = opening(l);
      return false;
    };
    return { closes, indented };
  }
  const html = htmlBlockEnd(rest);
  if (html && !html.test(rest)) return { closes: (l) => html.test(l), indented };
  return undefined;
}

/** The end of an HTML block of kinds 1 to 5 (CommonMark 4.6) that `text` starts, or undefined. */
function htmlBlockEnd(text: string): RegExp | undefined {
  if (/^<(?:pre|script|style|textarea)(?:[\s>]|$)/i.test(text)) return /<\/(?:pre|script|style|textarea)>/i;
  if (text.startsWith('<!--')) return /-->/;
  if (text.startsWith('<?')) return /\?>/;
  if (text.startsWith('<![CDATA[')) return /\]\]>/;
  if (/^<![A-Za-z]/.test(text)) return />/;
  return undefined;
}
