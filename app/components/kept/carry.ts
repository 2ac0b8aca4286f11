// What waking a kept section carries into its live markup (app/components/kept/README.md). The
// browser fetches this with the first kept section's code, never with the page: the page's script
// is what every visitor pays for, and most never wake anything.

/**
 * What the visitor did in kept markup, by each element's path of child indexes: values typed, boxes
 * ticked, disclosures opened, the focus, and the buttons and boxes pressed before the code was here
 * (all of them, in order: a trip's duration, then its start).
 */
export interface Carried {
  values: [number[], string | boolean][];
  focus: number[] | null;
  clicks: number[][];
}

function pathOf(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  return path;
}

/** Read from the kept markup while it is still in the document; `pressed` are the controls whose clicks were held back. */
export function carryFrom(root: Element, pressed: Element[]): Carried {
  const values: Carried["values"] = [];
  for (const element of root.querySelectorAll("input, textarea, details")) {
    if (element instanceof HTMLDetailsElement) values.push([pathOf(root, element), element.open]);
    else if (element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox"))
      element.checked !== element.defaultChecked && values.push([pathOf(root, element), element.checked]);
    else if ((element as HTMLInputElement).value !== (element as HTMLInputElement).defaultValue)
      values.push([pathOf(root, element), (element as HTMLInputElement).value]);
  }
  const active = document.activeElement;
  return {
    values,
    focus: active && root.contains(active) ? pathOf(root, active) : null,
    clicks: pressed.filter((element) => root.contains(element)).map((element) => pathOf(root, element)),
  };
}

/** Put it into the live markup, once it is in the document. */
export function carryInto(root: Element, carried: Carried) {
  const at = (path: number[]) => path.reduce<Element | undefined>((element, index) => element?.children[index], root);
  for (const [path, value] of carried.values) {
    const element = at(path);
    if (element instanceof HTMLDetailsElement) element.open = value as boolean;
    else if (element instanceof HTMLInputElement && typeof value === "boolean") element.checked = value;
    else if (element) (element as HTMLInputElement).value = value as string;
  }
  if (carried.focus) (at(carried.focus) as HTMLElement | undefined)?.focus();
  // Each press after the one before has rendered (a start button is enabled by the choice before it).
  const press = ([path, ...rest]: number[][]) => {
    if (!path) return;
    (at(path) as HTMLElement | undefined)?.click();
    if (rest.length > 0) setTimeout(() => press(rest));
  };
  press(carried.clicks);
}
