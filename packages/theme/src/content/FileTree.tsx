// Nextra's file tree, from its items (the pipeline reads the FileTree.Folder and FileTree.File
// elements into them): folders are `<details>`, which open and close without any script.

/** One entry of the tree. */
export interface FileTreeItem {
  name: string;
  /** Folders only: their entries. */
  items?: FileTreeItem[];
  /** Folders only: shown open at first. */
  open?: boolean;
}

export interface FileTreeProps {
  items: FileTreeItem[];
}

export function FileTree({ items }: FileTreeProps) {
  return (
    <div className="sg-filetree">
      <FileList items={items} />
    </div>
  );
}

function FileList({ items }: FileTreeProps) {
  return (
    <ul>
      {items.map((item, i) =>
        item.items ? (
          <li key={i} className="sg-filetree__folder">
            <details open={item.open}>
              <summary>{item.name}</summary>
              <FileList items={item.items} />
            </details>
          </li>
        ) : (
          <li key={i} className="sg-filetree__file">
            {item.name}
          </li>
        ),
      )}
    </ul>
  );
}
