import type { ApiPageData } from '@sitegen/runtime/types.ts';
import { renderTree } from '../content/renderTree.tsx';
import { contentComponents } from '../content/contentComponents.ts';
import type { TreeNode } from '@sitegen/runtime/types.ts';

/** Placeholder shape until the API pages land: name, kind, summary and signatures. */
interface ThinApiItem {
  name: string;
  kind: string;
  summary: TreeNode[];
  signatures: string[];
}

export function ApiItemPage({ page }: { page: ApiPageData }) {
  const item = page.item as ThinApiItem;
  return (
    <article className="sg-api">
      <h1>
        {item.name} <span className="sg-badge">{item.kind}</span>
      </h1>
      <div className="sg-markdown">{renderTree(item.summary, contentComponents)}</div>
      {item.signatures.map((s, i) => (
        <pre key={i} className="sg-signature">
          <code>{s}</code>
        </pre>
      ))}
    </article>
  );
}
