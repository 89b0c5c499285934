import { parseBody } from './body-blocks';

/** An item's body, rendered as plain text in semantic blocks: nothing in it is ever HTML. */
export function LibraryBody({ body }: { body: string }) {
  const blocks = parseBody(body);
  return (
    <div className="web-library__body">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        if (block.type === 'heading') return <h3 key={key}>{block.text}</h3>;
        if (block.type === 'paragraph') return <p key={key}>{block.text}</p>;
        const items = block.items.map((item, itemIndex) => (
          <li key={itemIndex} className={item.checkbox ? 'web-library__check' : undefined}>
            {item.checkbox ? <span aria-hidden="true" className="web-library__box" /> : null}
            {item.text}
          </li>
        ));
        return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
      })}
    </div>
  );
}
