import { telHref } from '@contracts/contact-rules'
import { formatPhone } from '@contracts/phone-format'
import type { TenantSeed } from './types'

interface ContentContext {
  name: string
  email: string
  phone: string
  /** The tenant's country (ISO 3166): its numbers are written the national way (contracts/phone-format.ts). */
  country: string
  hours: { fr: string; en: string }
  languages: ('fr' | 'en')[]
}

/** FAQ, contact, privacy and privacy-usage pages (HTML) in each language of the tenant. */
export function helpContents(c: ContentContext): TenantSeed['contents'] {
  const phone = formatPhone(c.phone, c.country)
  const fr: TenantSeed['contents'] = [
    {
      type: 'faq',
      language: 'fr',
      title: 'Questions fréquentes',
      content: `<h2>Comment réserver un véhicule ?</h2>
<p>Choisissez une station, vos dates de départ et de retour, puis lancez la recherche. Sélectionnez un véhicule, vérifiez le récapitulatif et confirmez. Vous pouvez aussi écrire simplement à l'assistant, par exemple « une voiture demain 9 h à la Gare Centrale pour 3 heures ».</p>
<h2>Comment accéder au véhicule ?</h2>
<p>Aucune clé à récupérer : présentez votre carte de membre ou utilisez l'application devant le lecteur situé derrière le pare-brise. Les instructions propres à chaque véhicule figurent dans la confirmation de réservation.</p>
<h2>Puis-je modifier ou annuler ma réservation ?</h2>
<p>Oui, depuis « Mes réservations », tant que le délai minimal avant le départ n'est pas dépassé. Ce délai est indiqué sur la réservation.</p>
<h2>Que comprend le prix ?</h2>
<p>Le prix affiché comprend l'assurance, l'entretien et une distance incluse selon la catégorie. Les kilomètres au-delà sont facturés au tarif de la catégorie.</p>
<h2>Les animaux sont-ils acceptés ?</h2>
<p>Oui : chiens, chats et autres animaux voyagent dans une cage de transport ou sur une couverture. Des frais de nettoyage s'appliquent si le véhicule est rendu sale ou avec des poils.</p>
<h2>Peut-on fumer dans le véhicule ?</h2>
<p>Non, il est interdit de fumer ou de vapoter dans tous les véhicules ; des frais de nettoyage sont facturés en cas d'odeur de tabac.</p>
<h2>Comment supprimer mon compte ?</h2>
<ol><li>Terminez ou annulez vos réservations en cours et à venir.</li><li>Réglez les factures en attente.</li><li>Dans « Mon compte », choisissez « Supprimer mon compte » et confirmez deux fois.</li><li>Vous êtes déconnecté ; vos données personnelles sont effacées et vos anciennes locations anonymisées.</li></ol>`,
    },
    {
      type: 'contact',
      language: 'fr',
      title: 'Nous joindre',
      content: `<p>Notre équipe ${c.name} répond ${c.hours.fr}.</p>
<ul><li>Courriel : <a href="mailto:${c.email}">${c.email}</a></li><li>Téléphone : <a href="${telHref(c.phone)}">${phone}</a></li></ul>
<p>En cas d'accident ou de panne pendant une location, appelez le numéro ci-dessus à toute heure.</p>`,
    },
    {
      type: 'privacy',
      language: 'fr',
      title: 'Politique de confidentialité',
      content: `<p>${c.name} traite vos données pour gérer votre compte, vos réservations et la facturation.</p>
<h2>Données collectées</h2><p>Identité, coordonnées, permis de conduire, documents justificatifs, moyens de paiement (seuls la marque et les 4 derniers chiffres sont conservés) et historique des locations.</p>
<h2>Durée de conservation</h2><p>Les données de navigation sont conservées 24 mois au maximum. Les données de compte le sont tant que le compte existe, puis effacées à sa suppression, sauf obligations légales.</p>
<h2>Vos droits</h2><p>Vous pouvez demander une copie de vos données depuis « Confidentialité » dans votre compte, les faire corriger ou supprimer votre compte. Pour toute question : <a href="mailto:${c.email}">${c.email}</a>.</p>`,
    },
    {
      type: 'privacy_usage',
      language: 'fr',
      title: 'Géolocalisation à usage privé',
      content: `<p>Certains véhicules sont équipés d'un boîtier de géolocalisation. Pendant une location à usage privé, vous pouvez accepter ou refuser la géolocalisation.</p>
<p>Si vous l'acceptez, la position du véhicule sert uniquement à la sécurité, à l'assistance et au calcul de la distance parcourue. Vous pouvez changer d'avis à tout moment pendant la location depuis sa page.</p>`,
    },
  ]
  const en: TenantSeed['contents'] = [
    {
      type: 'faq',
      language: 'en',
      title: 'Frequently asked questions',
      content: `<h2>How do I book a vehicle?</h2>
<p>Pick a station, your departure and return times, then search. Choose a vehicle, check the summary and confirm. You can also simply write to the assistant, for example "a car tomorrow 9am at Gare Centrale for 3 hours".</p>
<h2>How do I get into the vehicle?</h2>
<p>No keys to collect: tap your member card or use the app at the reader behind the windshield. Each vehicle's instructions are in the booking confirmation.</p>
<h2>Can I change or cancel my booking?</h2>
<p>Yes, from "My bookings", as long as the minimum delay before departure has not passed. The delay is shown on the booking.</p>
<h2>What does the price include?</h2>
<p>The price includes insurance, maintenance and a distance allowance that depends on the category. Extra kilometres are charged at the category's rate.</p>
<h2>Are pets allowed?</h2>
<p>Yes: dogs, cats and other pets travel in a carrier or on a blanket. A cleaning fee applies if the vehicle is returned dirty or covered in hair.</p>
<h2>Can I smoke in the vehicle?</h2>
<p>No, smoking and vaping are forbidden in every vehicle; a cleaning fee is charged if it smells of tobacco.</p>
<h2>How do I delete my account?</h2>
<ol><li>Finish or cancel your bookings in progress and upcoming.</li><li>Pay any pending invoice.</li><li>In "My account", choose "Delete my account" and confirm twice.</li><li>You are signed out; your personal data is erased and your past rentals are anonymised.</li></ol>`,
    },
    {
      type: 'contact',
      language: 'en',
      title: 'Contact us',
      content: `<p>The ${c.name} team answers ${c.hours.en}.</p>
<ul><li>Email: <a href="mailto:${c.email}">${c.email}</a></li><li>Phone: <a href="${telHref(c.phone)}">${phone}</a></li></ul>
<p>In case of an accident or a breakdown during a rental, call the number above at any time.</p>`,
    },
    {
      type: 'privacy',
      language: 'en',
      title: 'Privacy policy',
      content: `<p>${c.name} processes your data to run your account, your bookings and billing.</p>
<h2>Data collected</h2><p>Identity, contact details, driving licence, supporting documents, payment methods (only the brand and last 4 digits are kept) and rental history.</p>
<h2>Retention</h2><p>Browsing data is kept for at most 24 months. Account data is kept while the account exists, then erased when it is deleted, except where the law requires otherwise.</p>
<h2>Your rights</h2><p>You can request a copy of your data from "Privacy" in your account, have it corrected, or delete your account. Questions: <a href="mailto:${c.email}">${c.email}</a>.</p>`,
    },
    {
      type: 'privacy_usage',
      language: 'en',
      title: 'Private-use geotracking',
      content: `<p>Some vehicles carry a geotracking box. During a rental for private use, you may accept or refuse geotracking.</p>
<p>If you accept, the vehicle's position is used only for safety, assistance and computing the distance driven. You can change your mind at any time during the rental from its page.</p>`,
    },
  ]
  return [...(c.languages.includes('fr') ? fr : []), ...(c.languages.includes('en') ? en : [])]
}

/** Terms of use in French and English (raw HTML; the seed URI-encodes it). */
export function termsHtml(name: string): { fr: string; en: string } {
  return {
    fr: `<h1>Conditions générales d'utilisation – ${name}</h1>
<h2>1. Objet</h2><p>Les présentes conditions régissent l'utilisation du service d'autopartage ${name} par ses membres.</p>
<h2>2. Inscription</h2><p>Le membre doit être titulaire d'un permis de conduire valide et fournir des informations exactes. Son compte est activé après vérification par un agent, dans un délai maximal de 72 heures.</p>
<h2>3. Réservation et utilisation</h2><p>Le membre réserve un véhicule pour une période donnée, le restitue à l'heure et à l'endroit prévus, propre et avec un niveau de charge ou de carburant suffisant.</p>
<h2>4. Annulation et modification</h2><p>Une réservation peut être annulée ou modifiée jusqu'au délai minimal indiqué sur la réservation.</p>
<h2>5. Tarifs</h2><p>Le prix dépend de la catégorie, de la durée et de la distance parcourue au-delà de la distance incluse. Il est indiqué avant chaque confirmation.</p>
<h2>6. Responsabilité</h2><p>Le membre est responsable du véhicule pendant la location et signale sans délai tout dommage ou incident.</p>`,
    en: `<h1>Terms and conditions – ${name}</h1>
<h2>1. Purpose</h2><p>These terms govern the use of the ${name} car-sharing service by its members.</p>
<h2>2. Registration</h2><p>Members must hold a valid driving licence and give accurate information. An account is activated after an agent's review, within 72 hours at most.</p>
<h2>3. Booking and use</h2><p>Members book a vehicle for a given period and return it on time, at the agreed place, clean and with enough charge or fuel.</p>
<h2>4. Cancellation and changes</h2><p>A booking can be cancelled or changed until the minimum delay shown on the booking.</p>
<h2>5. Prices</h2><p>The price depends on the category, the duration and the distance driven beyond the included distance. It is shown before every confirmation.</p>
<h2>6. Liability</h2><p>Members are responsible for the vehicle during the rental and report any damage or incident without delay.</p>`,
  }
}
