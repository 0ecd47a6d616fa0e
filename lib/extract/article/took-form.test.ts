// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { testRoot } from './test-root';
import { isForm } from './took-form';

const signUp =
  '<div id="formulaire_listes_attac_small_dialog" title="Agir avec Attac !"><form method="post" action="/x">' +
  '<p><label>Votre adresse électronique <span>(obligatoire)</span></label><input type="email"></p>' +
  '<p><label>Prénom</label><input></p><p><label>Nom</label><input></p>' +
  '<h3>Je m’informe</h3><p><label><input type="checkbox"> Recevoir les informations d’Attac France, la lettre ' +
  'et les appels à mobilisation</label></p><button>Valider</button></form></div>';

describe('isForm', () => {
  it("says a view whose words are mostly a form's is a form (france.attac.org's clip was a sign-up dialog's, hence empty)", () => {
    expect(isForm(testRoot(signUp))).toBe(true);
    expect(isForm(testRoot('<form><p><label>Ihre Nachricht an uns</label><textarea></textarea></p></form>'))).toBe(
      true,
    );
  });

  it('does not for an article with a form under it, nor for a view without words', () => {
    const article = `<p>${'Aurélie Trouvé était l’invitée de France info pour parler du référendum. '.repeat(6)}</p>`;
    expect(isForm(testRoot(article + signUp))).toBe(false);
    expect(isForm(testRoot('<form><input type="search"></form>'))).toBe(false);
  });
});
