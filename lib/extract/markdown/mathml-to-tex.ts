import { isElement, tagName } from './dom';

/**
 * A small MathML → TeX writer for formulas that carry no TeX source (MathJax output, hand-written MathML). Covers
 * the common presentation elements; anything else contributes its text. (mathml-to-latex would add ~50 KB gzipped.)
 */
export function mathmlToTex(math: Element): string {
  // Commands keep a space only before a letter (`\\rho x`), where dropping it would change the command.
  return tex(math)
    .replace(/\s+/g, ' ')
    .replace(/(\\[a-zA-Z]+) (?=[^a-zA-Z])/g, '$1')
    .trim();
}

const SYMBOLS: Record<string, string> = {
  α: '\\alpha',
  β: '\\beta',
  γ: '\\gamma',
  δ: '\\delta',
  ε: '\\epsilon',
  ϵ: '\\epsilon',
  ζ: '\\zeta',
  η: '\\eta',
  θ: '\\theta',
  ι: '\\iota',
  κ: '\\kappa',
  λ: '\\lambda',
  μ: '\\mu',
  ν: '\\nu',
  ξ: '\\xi',
  π: '\\pi',
  ρ: '\\rho',
  σ: '\\sigma',
  τ: '\\tau',
  υ: '\\upsilon',
  φ: '\\phi',
  ϕ: '\\phi',
  χ: '\\chi',
  ψ: '\\psi',
  ω: '\\omega',
  Γ: '\\Gamma',
  Δ: '\\Delta',
  Θ: '\\Theta',
  Λ: '\\Lambda',
  Ξ: '\\Xi',
  Π: '\\Pi',
  Σ: '\\Sigma',
  Φ: '\\Phi',
  Ψ: '\\Psi',
  Ω: '\\Omega',
  '∑': '\\sum',
  '∏': '\\prod',
  '∫': '\\int',
  '∮': '\\oint',
  '±': '\\pm',
  '∓': '\\mp',
  '×': '\\times',
  '÷': '\\div',
  '⋅': '\\cdot',
  '·': '\\cdot',
  '−': '-',
  '≤': '\\leq',
  '≥': '\\geq',
  '≠': '\\neq',
  '≈': '\\approx',
  '≡': '\\equiv',
  '∼': '\\sim',
  '∝': '\\propto',
  '→': '\\to',
  '←': '\\leftarrow',
  '⇒': '\\Rightarrow',
  '⇔': '\\Leftrightarrow',
  '↦': '\\mapsto',
  '∞': '\\infty',
  '∂': '\\partial',
  '∇': '\\nabla',
  '∈': '\\in',
  '∉': '\\notin',
  '⊂': '\\subset',
  '⊆': '\\subseteq',
  '∪': '\\cup',
  '∩': '\\cap',
  '∅': '\\emptyset',
  '∀': '\\forall',
  '∃': '\\exists',
  '¬': '\\neg',
  '∧': '\\wedge',
  '∨': '\\vee',
  '…': '\\ldots',
  '⋯': '\\cdots',
  '⟨': '\\langle',
  '⟩': '\\rangle',
  '‖': '\\|',
  '∘': '\\circ',
  '⊕': '\\oplus',
  '⊗': '\\otimes',
  '√': '\\sqrt{}',
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  '#': '\\#',
  '&': '\\&',
  '\u2061': '',
  '\u2062': '',
  '\u2063': ' ',
};
const FUNCTIONS =
  /^(sin|cos|tan|cot|sec|csc|arcsin|arccos|arctan|sinh|cosh|tanh|log|ln|lg|exp|lim|max|min|sup|inf|det|dim|ker|gcd|arg|deg|Pr)$/;
const ACCENTS: Record<string, string> = {
  '˙': '\\dot',
  '.': '\\dot',
  '¨': '\\ddot',
  '¯': '\\overline',
  '‾': '\\overline',
  '^': '\\hat',
  ˆ: '\\hat',
  '~': '\\tilde',
  '˜': '\\tilde',
  '→': '\\vec',
  '⃗': '\\vec',
};
const BIG_OPERATORS = /^\\(sum|prod|int|oint|lim|max|min|sup|inf|bigcup|bigcap)$/;

function symbols(text: string): string {
  return Array.from(text)
    .map((char) => {
      const symbol = SYMBOLS[char];
      return symbol === undefined ? char : /^\\[a-zA-Z]+$/.test(symbol) ? `${symbol} ` : symbol;
    })
    .join('');
}

function group(text: string): string {
  return text.length === 1 ? text : `{${text}}`;
}

function children(el: Element): Element[] {
  return Array.from(el.childNodes).filter(isElement);
}

function tex(node: Node): string {
  if (!isElement(node)) return symbols(node.textContent ?? '');
  const kids = children(node);
  const [a, b, c] = kids.map(tex);
  const text = (node.textContent ?? '').trim();
  switch (tagName(node)) {
    case 'semantics':
      return kids[0] ? tex(kids[0]) : '';
    case 'annotation':
    case 'annotation-xml':
    case 'mphantom':
      return '';
    case 'mi':
      return FUNCTIONS.test(text)
        ? `\\${text} `
        : text.length > 1 && !SYMBOLS[text]
          ? `\\mathrm{${text}}`
          : symbols(text);
    case 'mn':
      return text;
    case 'mo':
      return symbols(text);
    case 'mtext':
      return text ? `\\text{${text}}` : '';
    case 'mspace':
      return ' ';
    case 'msup':
      return `${group(a ?? '')}^${group(b ?? '')}`;
    case 'msub':
      return `${group(a ?? '')}_${group(b ?? '')}`;
    case 'msubsup':
      return `${group(a ?? '')}_${group(b ?? '')}^${group(c ?? '')}`;
    case 'mfrac':
      return `\\frac{${a ?? ''}}{${b ?? ''}}`;
    case 'msqrt':
      return `\\sqrt{${kids.map(tex).join('')}}`;
    case 'mroot':
      return `\\sqrt[${b ?? ''}]{${a ?? ''}}`;
    case 'mover':
      return ACCENTS[(kids[1]?.textContent ?? '').trim()]
        ? `${ACCENTS[(kids[1]?.textContent ?? '').trim()]}{${a ?? ''}}`
        : BIG_OPERATORS.test((a ?? '').trim())
          ? `${(a ?? '').trim()}^${group(b ?? '')}`
          : `\\overset{${b ?? ''}}{${a ?? ''}}`;
    case 'munder':
      return BIG_OPERATORS.test((a ?? '').trim())
        ? `${(a ?? '').trim()}_${group(b ?? '')}`
        : `\\underset{${b ?? ''}}{${a ?? ''}}`;
    case 'munderover':
      return `${(a ?? '').trim()}_${group(b ?? '')}^${group(c ?? '')}`;
    case 'mfenced': {
      const open = node.getAttribute('open') ?? '(';
      const close = node.getAttribute('close') ?? ')';
      return `\\left${symbols(open) || '.'}${kids.map(tex).join(',')}\\right${symbols(close) || '.'}`;
    }
    case 'mtable':
      return `\\begin{matrix}${kids.map(tex).join(' \\\\ ')}\\end{matrix}`;
    case 'mtr':
    case 'mlabeledtr':
      return kids.map(tex).join(' & ');
    default:
      return Array.from(node.childNodes).map(tex).join('');
  }
}
