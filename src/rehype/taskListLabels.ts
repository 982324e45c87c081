/**
 * Rehype plugin: gives each task-list checkbox (`- [ ] step` in Markdown) an
 * accessible name, the text of its own list item. GFM renders a bare disabled
 * `<input type="checkbox">`, which screen readers announce as an unlabelled
 * checkbox and Lighthouse's accessibility audit reports ("Form elements do not
 * have associated labels"). Nested lists are left out of the name.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

function text(nodes: ElementContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type === 'element' && node.tagName !== 'ul' && node.tagName !== 'ol')
        return text(node.children);
      return '';
    })
    .join('');
}

function isCheckbox(node: ElementContent): node is Element {
  return node.type === 'element' && node.tagName === 'input' && node.properties.type === 'checkbox';
}

function label(item: Element): void {
  // The checkbox is the item's first child, or the first child of its first paragraph.
  const first = item.children.find((node): node is Element => node.type === 'element');
  const holder = first?.tagName === 'p' ? first : item;
  const checkbox = holder.children.find(isCheckbox);
  if (!checkbox || checkbox.properties.ariaLabel || checkbox.properties.ariaLabelledBy) return;
  const name = text(item.children).replace(/\s+/g, ' ').trim();
  if (name) checkbox.properties.ariaLabel = name;
}

function walk(node: Root | RootContent): void {
  if (node.type !== 'root' && node.type !== 'element') return;
  if (node.type === 'element' && node.tagName === 'li') label(node);
  node.children.forEach(walk);
}

export default function rehypeTaskListLabels() {
  return (tree: Root) => walk(tree);
}
