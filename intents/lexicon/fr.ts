import type { Lexicon } from './types'
import { frAfterSearch, frRanks } from './after-search'

/** French words and phrases. Accents, case and hyphens do not matter: phrases are folded when compiled. */
export const fr: Lexicon = {
  lang: 'fr',
  groups: {
    cue: {
      ...frAfterSearch,
      car: ['voiture', 'voitures', 'véhicule', 'véhicules', 'auto', 'autos', 'bagnole', 'automobile', 'caisse', 'char', 'chars'],
      rent: [
        'louer', 'loue', 'louez', 'réserver', 'réserve', 'réservez', 'réserverais', 'réserverai', 'réserverait',
        'emprunter', 'une réservation', 'une location', 'faire une réservation', 'nouvelle réservation',
        'une nouvelle réservation', 'en location', 'de location', 'location de voiture', 'louer une voiture',
      ],
      want: [
        'besoin', 'il me faut', 'il nous faut', 'cherche', 'chercher', 'recherche', 'trouver', 'trouve', 'disponible',
        'disponibles', 'veux', 'voudrais', 'aimerais', 'souhaite', 'souhaiterais', 'voulais', 'prendre',
      ],
      booking: ['réservation', 'location', 'trajet'],
      bookings: ['réservations', 'locations', 'trajets'],
      my_sg: ['ma', 'mon'],
      my_pl: ['mes', 'toutes mes', 'tous mes'],
      show: [
        'montre', 'montrer', 'montrez', 'affiche', 'afficher', 'affichez', 'voir', 'vois', 'consulter', 'consulte',
        'liste', 'lister', 'détails', 'détail', 'quelle est', 'quelles sont', 'quel est', 'quels sont', 'où en est',
        'c est quoi', 'donne moi', 'revoir', 'regarder', 'infos sur', 'afficher les détails',
      ],
      upcoming: [
        'prochaine', 'prochaines', 'prochain', 'prochains', 'à venir', 'futures', 'future', 'futurs', 'qui arrive',
        'planifiée', 'planifiées', 'prévue', 'prévues',
      ],
      ongoing: ['en cours', 'actuelle', 'actuelles', 'actuel', 'active', 'actives', 'courante', 'courantes'],
      past: [
        'dernière', 'dernières', 'dernier', 'derniers', 'précédente', 'précédentes', 'passée', 'passées', 'ancienne',
        'anciennes', 'récente', 'plus récente', 'terminée', 'terminées',
      ],
      // Asking where a car is ("où est garée ma voiture") is about the one booked, not a search (see the classifier).
      locate: [
        'où est', 'où sont', 'où se trouve', 'où se trouvent', 'où est garée', 'où est garé', 'où est stationnée',
        'où est stationné', 'où j ai garé', 'où ai je garé', 'où j ai laissé',
      ],
      // The same question with the car as its subject, said first or after ("ma voiture, elle est où ?", "elle est
      // où ma voiture ?"): "est où" never opens a request for a car, unlike "où est" after one ("une voiture ou est-ce").
      located: [
        'est où', 'sont où', 'se trouve où', 'se trouvent où', 'est garée où', 'est garé où', 'est stationnée où',
        'est stationné où',
      ],
      history: ['historique', 'historiques', 'historique des réservations', 'historique de mes réservations'],
      cancel: ['annuler', 'annule', 'annulez', 'annulation', 'annules', 'annulé'],
      modify: [
        'modifier', 'modifie', 'modifiez', 'modification', 'changer', 'change', 'changez', 'décaler', 'décale',
        'décalez', 'déplacer', 'déplace', 'déplacez', 'reporter', 'reporte', 'repousser', 'repousse', 'avancer',
        'avance', 'prolonger', 'prolonge', 'prolongez', 'prolongation', 'rallonger', 'rallonge', 'raccourcir',
        'raccourcis', 'étendre', 'mettre à jour', 'rajouter du temps', 'ajouter du temps', 'ajoute du temps', 'ajoutez du temps',
        'plus de temps',
      ],
      // The end of a booking, or giving the car back: a lone new time is the booking's end ("repousse la fin de ma location à 18h").
      end_of: [
        'la fin de', 'l heure de fin', 'heure de fin', 'l heure de retour', 'heure de retour', 'rendre la voiture', 'rendre le véhicule',
        'rendre l auto', 'ramener la voiture', 'ramener le véhicule',
      ],
      later: ['plus tard', 'plus tôt'],
      extend: ['prolonger', 'prolonge', 'prolongez', 'prolongation', 'rallonger', 'rallonge', 'étendre', 'rajouter du temps', 'ajouter du temps', 'ajoute du temps', 'ajoutez du temps', 'plus de temps', 'garder plus longtemps'],
      delete: ['supprimer', 'supprime', 'supprimez', 'suppression', 'effacer', 'efface', 'fermer', 'ferme', 'clôturer', 'résilier', 'détruire'],
      carpool: ['covoiturage', 'covoitureur', 'covoiturer', 'co voiturage', 'place dans une voiture', 'prendre des passagers', 'emmener des passagers', 'places libres'],
      carpools: ['covoiturages', 'trajets en covoiturage', 'trajets de covoiturage'],
      join: [
        'rejoindre', 'rejoins', 'rejoint', 'participer', 'monter', 'cherche', 'chercher', 'recherche', 'trouver',
        'trouve', 'y a t il', 'y a til', 'il y a', 'est ce qu il y a', 'existe', 'dispo', 'disponible', 'besoin',
        'inscrire à un', 'place dans',
      ],
      offer: [
        'propose', 'proposer', 'proposez', 'offre', 'offrir', 'partager', 'partage', 'prendre des passagers',
        'emmener des passagers', 'avec des passagers', 'places libres', 'en covoiturage', 'faire du covoiturage',
      ],
      // Reminders before a booking's start or end, and the channel they come by (the member's preference).
      reminder: ['rappel', 'rappels', 'rappelle moi', 'rappelez moi', 'me rappeler', 'me rappelle', 'me rappelez'],
      // The reminder before a booking's start, the one before its end (the member's choice of moments).
      before_start: ['avant le début', 'le début', 'du début', 'au début', 'avant le départ', 'du départ'],
      before_end: ['avant la fin', 'la fin', 'de la fin', 'à la fin', 'avant le retour', 'du retour'],
      // Asking for no more messages of a kind ("ne m'envoie plus de SMS"): only reminders are sent unasked.
      stop_sending: ['ne m envoie plus', 'ne m envoyez plus', 'ne plus m envoyer', 'arrête de m envoyer', 'arrêtez de m envoyer', 'ne veux plus recevoir'],
      by_email: ['e mail', 'email', 'e mails', 'emails', 'courriel', 'courriels', 'par courriel', 'par e mail', 'par email', 'par mail'],
      by_sms: ['texto', 'textos', 'par sms', 'par texto', 'par message texte'],
      channel_only: ['seulement', 'uniquement', 'juste'],
      geo: [
        'géolocalisation', 'géolocalisé', 'localisation', 'suivi de position', 'suivi gps', 'suivi de localisation',
        'géo localisation', 'partage de position', 'ma position', 'suivi de géolocalisation', 'géosuivi', 'traçage',
      ],
      on: ['accepte', 'accepter', 'j accepte', 'consens', 'active', 'activer', 'activez', 'activé', 'allume', 'allumer', 'allumez', 'mets en marche', 'mettre en marche', 'réactive', 'réactiver', 'autorise', 'autoriser', 'lance'],
      off: [
        'désactive', 'désactiver', 'désactivez', 'désactivé', 'coupe', 'couper', 'coupez', 'arrête', 'arrêter',
        'arrêtez', 'éteins', 'éteindre', 'éteignez', 'stoppe', 'stopper', 'enlève', 'enlever', 'ne plus', 'refuse',
        'refuser', 'je refuse', 'décline', 'décliner', 'n accepte pas', 'accepte pas', 'n accepte plus',
        'ne me suis plus',
      ],
      payment: [
        'moyen de paiement', 'moyens de paiement', 'mode de paiement', 'modes de paiement', 'paiement', 'paiements',
        'carte bancaire', 'cartes bancaires', 'carte de crédit', 'cartes de crédit', 'carte de débit', 'carte de paiement',
        'cartes', 'ma carte', 'facturation', 'payer',
      ],
      // "carte" alone may be a map; with an add word ("ajoute une carte") it is a payment card.
      card: ['carte', 'une carte', 'une autre carte'],
      add: ['ajouter', 'ajoute', 'ajoutez', 'ajout', 'enregistrer', 'enregistre', 'nouvelle', 'nouveau', 'nouvelle carte', 'rajouter', 'associer', 'saisir'],
      account: [
        'compte', 'mon compte', 'profil', 'mon profil', 'mes informations', 'mes infos', 'informations personnelles',
        'infos personnelles', 'mes coordonnées', 'coordonnées', 'informations de mon compte', 'données du compte', 'mon adresse e mail',
        'mon adresse mail', 'mon email', 'mon e mail', 'mon numéro de téléphone', 'mon adresse',
      ],
      personal_data: ['données personnelles', 'mes données', 'données', 'rgpd', 'donnees perso', 'données me concernant'],
      export: [
        'copie', 'exporter', 'export', 'télécharger', 'télécharge', 'recevoir', 'obtenir', 'récupérer', 'envoyer',
        'envoie', 'envoyez', 'accéder', 'accès', 'portabilité',
      ],
      // The documents a driver hands in when registering, and handing them in ("ajouter mon permis").
      document: [
        'permis', 'permis de conduire', 'pièce d identité', 'carte d identité', 'passeport', 'selfie', 'justificatif',
        'justificatifs', 'justificatif de domicile', 'document', 'documents', 'mes papiers',
      ],
      upload: [
        'télécharger', 'télécharge', 'téléchargez', 'téléverser', 'téléverse', 'téléversez', 'envoyer', 'envoie',
        'envoyez', 'déposer', 'dépose', 'déposez', 'transmettre', 'transmets', 'scanner', 'prendre en photo',
      ],
      password: ['mot de passe', 'mots de passe', 'mdp', 'password'],
      signup: [
        'créer un compte', 'créer mon compte', 'création de compte', 'création d un compte', 'inscrire', 'inscris',
        'inscription', 'ouvrir un compte', 's inscrire', 'm inscrire', 'nouveau compte', 'devenir membre', 'adhérer',
        'm enregistrer', 's enregistrer', 'enregistrer un compte',
        // No account yet: they want one ("je n'ai pas de compte", "on n'a pas encore de compte").
        'ai pas de compte', 'ai pas encore de compte', 'ai aucun compte', 'avons pas de compte', 'avons pas encore de compte',
        'a pas de compte', 'a pas encore de compte', 'a aucun compte', 'pas encore de compte',
      ],
      registration: ['inscription', 'enregistrement', 'dossier', 'profil', 'création de compte', 'inscrire', 'm inscrire', 'inscrit', 'inscrite'],
      finish: [
        'terminer', 'termine', 'terminé', 'finir', 'finis', 'fini', 'finaliser', 'finalise', 'compléter', 'complète', 'continuer',
        'continue', 'reprendre', 'reprends', 'poursuivre', 'achever',
      ],
      login: [
        'me connecter', 'se connecter', 'connecter', 'connecte', 'connexion', 'connecte moi', 'm identifier', 's identifier', 'identifier', 'login',
        // Getting into the account, or not managing to ("je n'ai pas accès à mon compte"): logging in, not a copy of one's data.
        'accès à mon compte', 'accéder à mon compte', 'accès au compte', 'accéder au compte', 'accès à mon profil', 'entrer dans mon compte',
        'rentrer dans mon compte',
      ],
      // Being told when a car frees up ("préviens-moi si une auto se libère", "mes alertes").
      alert: [
        'alerte', 'alertes', 'une alerte', 'mes alertes', 'préviens moi', 'prévenez moi', 'préviens', 'prévenez', 'me prévenir', 'avertis moi',
        'avertissez moi', 'notifie moi', 'notifiez moi', 'tiens moi au courant', 'tenez moi au courant',
      ],
      // Booking again what was booked before ("la même que samedi dernier", "comme d'habitude").
      same_as: ['la même que', 'le même que', 'la même chose que', 'pareil que', 'la même réservation que', 'la même voiture que', 'la même auto que'],
      usual: ['comme d habitude', 'comme dhabitude', 'comme toujours', 'la même que d habitude', 'comme la dernière fois', 'ma réservation habituelle'],
      frees_up: ['se libère', 'se libèrent', 'se libérera', 'se libérer', 'libère', 'devient disponible', 'redevient disponible', 'devient libre'],
      logout: ['déconnecter', 'déconnecte', 'déconnexion', 'me déconnecter', 'se déconnecter', 'déconnecte moi', 'fermer la session', 'quitter la session'],
      help: [
        'aide', 'aider', 'aidez', 'assistance', 'besoin d aide', 'sos', 'comment ça marche', 'comment ca fonctionne',
        'je ne comprends pas', 'dépannage', 'problème',
      ],
      faq: ['faq', 'questions fréquentes', 'foire aux questions', 'questions courantes', 'f a q'],
      contact: [
        'contacter', 'contact', 'contactez', 'service client', 'service clientèle', 'joindre', 'appeler', 'téléphone',
        'numéro de téléphone', 'parler à quelqu un', 'parler à un conseiller', 'conseiller', 'support', 'assistance téléphonique',
        'humain', 'réclamation', 'nous écrire',
      ],
      terms: [
        'conditions générales', 'conditions d utilisation', 'conditions générales d utilisation', 'cgu', 'cgv', 'cgl',
        'conditions', 'conditions de location', 'mentions légales', 'contrat de location', 'règlement',
      ],
      privacy: [
        'politique de confidentialité', 'confidentialité', 'vie privée', 'protection des données', 'données privées',
        'politique de protection', 'cookies',
      ],
      french: ['français', 'francais', 'en français', 'la langue française', 'langue française'],
      english: ['anglais', 'en anglais', 'la langue anglaise'],
      speak: [
        'parle', 'parler', 'parlez', 'parle moi', 'réponds', 'répondre', 'répondez', 'réponds moi', 'écris', 'écrire',
        'écrivez', 'langue', 'passe en', 'passer en', 'bascule', 'basculer', 'changer de langue', 'mettre en', 'traduire',
        // The app's own language ("mets l'application en anglais").
        'mets', 'mettez', 'mettre', 'application', 'l application', 'appli', 'l appli', 'le site', 'l interface',
      ],
      greeting: ['bonjour', 'salut', 'coucou', 'bonsoir', 'allo', 'allô', 'bonjour à vous', 'hé', 'wesh', 'yo', 'bien le bonjour'],
      please: ['s il te plaît', 's il vous plaît', 'stp', 'svp', 'merci'],
      // The weather, often asked with a day ("quel temps fera-t-il demain") that is no search's start.
      weather: ['météo', 'quel temps fait', 'quel temps fera', 'quel temps va', 'il va pleuvoir', 'va t il pleuvoir', 'il pleut', 'va t il neiger'],
      // What drivers need besides booking (../shared/dialogues/CONTRACT.md rule 9): each is its own intent.
      start_over: [
        'nouvelle recherche', 'on recommence', 'recommencer', 'recommence', 'recommençons', 'on reprend à zéro',
        'reprendre à zéro', 'repartir de zéro', 'on repart de zéro', 'tout recommencer', 'recommencer à zéro', 'réinitialiser',
        'efface tout', 'on efface tout', 'autre recherche', 'une autre recherche', 'nouvelle demande', 'reset',
      ],
      accident: [
        'accident', 'un accident', 'accidenté', 'accidentée', 'accroché', 'accrochage', 'collision', 'carambolage',
        'percuté', 'embouti', 'emboutie', 'heurté', 'rentré dedans', 'constat', 'constat amiable',
      ],
      breakdown: [
        'ne démarre plus', 'ne démarre pas', 'démarre pas', 'démarre plus', 'veut pas démarrer', 'veut plus démarrer',
        'en panne', 'panne', 'tombé en panne', 'tombée en panne', 'crevaison', 'crevé', 'pneu crevé', 'pneu à plat',
        'batterie à plat', 'batterie morte', 'batterie vide', 'moteur a lâché', 'dépanneuse', 'remorquage',
      ],
      theft: ['volée', 'été volée', 'été volé', 'on m a volé', 'on a volé', 'vol de la voiture', 'vol du véhicule', 'vol de véhicule', 'a disparu'],
      late: ['en retard', 'du retard', 'de retard', 'retard', 'retardé', 'retardée', 'pas à l heure', 'arriverai plus tard'],
      access: [
        'ouvrir la voiture', 'ouvrir le véhicule', 'ouvrir l auto', 'ouvre la voiture', 'ouvrir la portière', 'ouvrir les portes',
        'déverrouiller', 'déverrouille', 'déverrouillage', 'clé', 'clés', 'clef', 'clefs', 'les clés', 'boîte à clés',
        'accéder à la voiture', 'accès à la voiture', 'accès au véhicule', 'accéder au véhicule', 'code d accès',
        'instructions d accès', 'consignes d accès', 'entrer dans la voiture', 'monter dans la voiture', 'badge',
        'carte d accès', 'démarrer la voiture', 'comment démarrer', 'comment ouvrir', 'comment entrer',
      ],
      pricing: [
        'combien ça coûte', 'combien ca coute', 'combien coûte', 'combien coûtent', 'ça coûte combien', 'c est combien',
        'combien pour', 'combien la journée', 'combien l heure', 'combien par', 'coûte', 'coûtent', 'coût', 'coûts',
        'tarif', 'tarifs', 'tarification', 'grille tarifaire', 'quel prix', 'quels prix', 'le prix', 'les prix', 'prix',
        'combien je vais payer', 'combien vais je payer', 'combien faut il payer', 'combien payer',
      ],
      cheapest: [
        'la moins chère', 'le moins cher', 'les moins chères', 'les moins chers', 'moins chère', 'moins cher',
        'la plus économique', 'le plus économique', 'plus économique', 'meilleur prix', 'prix le plus bas', 'au meilleur prix',
        'la moins coûteuse', 'le moins coûteux', 'pas chère', 'pas cher', 'trier par prix', 'par prix',
      ],
      invoices: [
        'facture', 'factures', 'ma facture', 'mes factures', 'reçu', 'reçus', 'mes reçus', 'ticket de caisse',
        'justificatif de paiement', 'justificatifs de paiement', 'note de frais', 'relevé', 'relevés',
      ],
      status: [
        'où en est', 'où en sont', 'statut', 'état', 'validé', 'validée', 'validation', 'en attente', 'approuvé',
        'approuvée', 'vérifié', 'vérifiée', 'vérification', 'toujours pas',
      ],
      // Not able to book: the driver asks why, which the registration's status answers.
      cant_book: [
        'peux pas réserver', 'peux pas louer', 'pourquoi je peux pas', 'pourquoi je ne peux pas', 'pourquoi ne puis je pas', 'me laisse pas réserver', 'pouvez pas', 'arrive pas à réserver', 'arrive pas à louer',
        'impossible de réserver', 'impossible de louer', 'puis pas réserver', 'pas le droit de réserver', 'compte bloqué',
        'compte suspendu', 'dossier bloqué',
      ],
      issue: [
        'sale', 'salle', 'crade', 'dégueulasse', 'pas propre', 'rayure', 'rayures', 'rayé', 'rayée', 'égratignure',
        'égratignures', 'bosse', 'bosses', 'cabossé', 'cabossée', 'dommage', 'dommages', 'dégât', 'dégâts', 'endommagé',
        'endommagée', 'abîmé', 'abîmée', 'cassé', 'cassée', 'fissure', 'fissuré', 'pare brise', 'odeur', 'sent mauvais',
        'sent la cigarette', 'ça pue', 'voyant', 'voyant allumé', 'signaler', 'signaler un problème', 'réservoir vide',
        'plus d essence', 'pas d essence', 'pas de carburant', 'plein pas fait', 'déchets', 'miettes', 'tache', 'taches',
        'oublié un objet', 'objet oublié', 'objets trouvés',
      ],
      thanks: ['merci', 'merci beaucoup', 'merci bien', 'mille mercis', 'merci bcp', 'mci', 'je vous remercie', 'je te remercie'],
    },
    option: {
      airbag: ['airbag', 'airbags', 'coussin gonflable', 'coussins gonflables'],
      air_conditioning: ['clim', 'climatisation', 'climatisée', 'climatisé', 'air conditionné', 'a/c'],
      gps: ['gps', 'navigation', 'navigateur', 'système de navigation', 'gps intégré'],
      usb_plug: ['prise usb', 'prises usb', 'port usb', 'usb', 'chargeur usb', 'câble usb'],
      snow_tire: ['pneus neige', 'pneu neige', 'pneus d hiver', 'pneus hiver', 'pneu d hiver', 'pneus à neige', 'pneus hivernaux', 'pneus pour la neige'],
      bluetooth: ['bluetooth', 'blue tooth'],
    },
    gears: {
      manual: ['manuelle', 'manuel', 'boîte manuelle', 'boite méca', 'boîte mécanique', 'mécanique', 'transmission manuelle', 'vitesses manuelles'],
      automatic: ['automatique', 'boîte automatique', 'boîte auto', 'transmission automatique', 'en automatique'],
      semi_automatic: ['semi automatique', 'semi auto', 'boîte semi automatique', 'robotisée', 'boîte robotisée'],
    },
    day: {
      today: ["aujourd'hui", 'aujourdhui', 'ce jour', 'dans la journée'],
      tomorrow: ['demain'],
      after_tomorrow: ['après demain', 'apres demain', 'surlendemain', 'le surlendemain'],
      yesterday: ['hier'],
      next_week: ['semaine prochaine', 'la semaine prochaine', 'semaine suivante', 'la semaine d après'],
      next_month: ['mois prochain', 'le mois prochain', 'mois suivant', 'le mois suivant', 'le mois d après'],
      next_day: ['le lendemain', 'lendemain', 'le jour d après', 'le jour suivant', 'au lendemain'],
    },
    weekday: {
      monday: ['lundi', 'lun', 'lun.'],
      tuesday: ['mardi', 'mar.'],
      wednesday: ['mercredi', 'mer.'],
      thursday: ['jeudi', 'jeu.'],
      friday: ['vendredi', 'ven', 'ven.'],
      saturday: ['samedi', 'sam', 'sam.'],
      sunday: ['dimanche', 'dim', 'dim.'],
    },
    month: {
      january: ['janvier', 'janv', 'jan'],
      february: ['février', 'fevrier', 'févr', 'fév', 'fev'],
      march: ['mars'],
      april: ['avril', 'avr'],
      may: ['mai'],
      june: ['juin'],
      july: ['juillet', 'juil'],
      august: ['août', 'aout'],
      september: ['septembre', 'sept'],
      october: ['octobre', 'oct'],
      november: ['novembre', 'nov'],
      december: ['décembre', 'déc', 'dec'],
    },
    monthPart: {
      early: ['début', 'tout début'],
      mid: ['milieu'],
      late: ['fin', 'toute fin'],
    },
    part: {
      morning: [
        'matin', 'matinée', 'en matinée', 'dans la matinée', 'début de matinée', 'à la première heure', 'en première heure', 'dès la première heure',
        'la première heure', 'première heure', 'de première heure', 'à première heure', 'aux aurores', 'de bon matin', 'tôt le matin',
      ],
      noon: ['midi', 'heure du midi', 'heure du déjeuner'],
      afternoon: ['après midi', 'dans l après midi', 'en après midi', 'début d après midi'],
      evening: ['soir', 'soirée', 'en soirée', 'dans la soirée', 'fin de journée', 'fin de la journée', 'fin d après midi'],
      midnight: ['minuit'],
      this_morning: ['ce matin', 'cette matinée', 'cet avant midi'],
      this_noon: ['ce midi'],
      this_afternoon: ['cet après midi', 'cet aprem', 'cet aprèm', 'cette après midi'],
      tonight: ['ce soir', 'cette nuit', 'cette soirée', 'ce soir même', 'à soir', 'a soir'],
    },
    now: {
      now: [
        'maintenant', 'tout de suite', 'immédiatement', 'de suite', 'dès que possible', 'au plus vite', 'dès maintenant',
        'à l instant', 'sur le champ', 'illico', 'dans l immédiat', 'tout de suite maintenant', 'asap', 'en ce moment',
        'à l instant même', 'là maintenant',
      ],
    },
    weekend: {
      weekend: ['week end', 'weekend', 'fin de semaine', 'le we', 'ce we', 'le w e', 'ce w e'],
    },
    unit: {
      minute: ['minute', 'minutes', 'min', 'mins', 'mn', 'mnt'],
      hour: ['heure', 'heures', 'h', 'hr', 'hrs', 'hre', 'hres'],
      day: ['jour', 'jours', 'journée', 'journées', 'j', 'jrs', 'jr'],
      week: ['semaine', 'semaines', 'sem'],
      month: ['mois'],
      night: ['nuit', 'nuits', 'nuitée', 'nuitées'],
    },
    conn: {
      until: ["jusqu'à", "jusqu'au", 'jusque', "jusqu'", 'jusqua', 'jusquau', 'jsq', 'jusqu a', 'au plus tard', 'avant', 'retour', 'retour le', 'retour prévu', 'retour à', 'retour vers', 'de retour à', 'de retour vers', 'rendue à', 'rendu à', 'je la rends', 'je la ramène', 'la rendre', 'rendue', 'rendu', 'fin à', 'finir à', 'se termine à', 'se terminer à', 'terminer à', "d'ici"],
      from: ['de', 'du', "d'", 'depuis', 'à partir de', 'à partir du', 'à compter de', 'dès', 'des', 'a partir de'],
      between: ['entre'],
      and: ['et'],
      to: ['à', 'au', 'a', '-', 'aux'],
      at: ['à', 'a', 'au', 'vers', 'aux alentours de', 'autour de', 'pour', 'sur les coups de', 'aux environs de', 'dès', 'des'],
      for: ['pour', 'pendant', 'durant', 'sur', 'pour une durée de', 'pour un total de'],
      in: ['dans', "d'ici", 'd ici'],
      this: ['ce', 'cet', 'cette'],
      next: ['prochain', 'prochaine', 'qui vient', 'suivant', 'suivante'],
      last: ['dernier', 'dernière', 'passé', 'passée'],
      the: ['le', 'la', 'les', 'l'],
      of: ['de', 'du', "d'"],
    },
    rank: frRanks,
    ordinal: { ordinal: ['er', 're', 'ere', 'e', 'eme', 'ème', 'è'] },
    half: { half: ['demi', 'demie', 'et demi', 'et demie'], quarter: ['quart', 'et quart', 'un quart'], less_quarter: ['moins le quart', 'moins quart'] },
    seats: {
      we_are: ['nous sommes', 'on est', 'on sera', 'nous serons', 'on va être', 'nous allons être', 'on sera en tout'],
      people: ['personnes', 'personne', 'pers', 'gens', 'adultes', 'adulte', 'individus', 'voyageurs', 'voyageur'],
      passengers: ['passagers', 'passager', 'passagère', 'passagères'],
      seats: ['places', 'place', 'sièges', 'siège', 'places assises'],
    },
    dist: { km: ['km', 'kms', 'kilomètre', 'kilomètres', 'kilo', 'kilos', 'bornes'], mi: ['mile', 'miles'] },
    discount: {
      code: [
        'code promo', 'code promotionnel', 'code de réduction', 'code réduc', 'code réduction', 'bon de réduction',
        'coupon', 'code', 'promo', 'code avantage', 'code remise',
      ],
    },
    approx: { approx: ['environ', 'à peu près', 'approximativement', 'autour de', 'dans les', 'quelque', 'plus ou moins', 'presque', 'à peu pres'] },
    stationWord: { station: ['station', 'gare', 'arrêt', 'parking', 'agence'] },
    place: {
      dest: [
        'pour aller à', 'pour aller au', 'pour aller en', 'pour aller aux', 'pour aller', 'aller à', 'aller au', 'aller en',
        'vers', 'direction', 'en direction de', 'à destination de', 'destination', 'pour me rendre à', 'pour me rendre au',
        'me rendre à', 'se rendre à', 'pour rejoindre', 'pour descendre à', "jusqu'à", "jusqu'au", 'en route pour',
        'pour se rendre à', 'pour partir à', 'partir à', 'partir en', 'pour un voyage à', 'voyage à', 'rouler jusqu à',
        'va à', 'vais à', 'vont à', 'allant à', 'qui va à', 'descendre à', 'monter à', 'aller jusqu à',
      ],
      // The station the car goes back to ("je la rends à l'aéroport"): the return station, never the start.
      return: [
        'je la rends à', 'je le rends à', 'la rendre à', 'le rendre à', 'rendre à', 'rends à', 'rendue à', 'je la ramène à',
        'la ramener à', 'ramener à', 'ramène à', 'je la laisse à', 'la laisser à', 'je la dépose à', 'la déposer à',
        'la rapporter à', 'rapporter à', 'rapporte à', 'retour à', 'retour au', 'rendre la voiture à', 'rendre l auto à',
        'ramener la voiture à', 'rends la à', 'ramène la à', 'rendre au', 'rends au', 'ramène au', 'ramener au', 'rendue au',
      ],
      dest_weak: ['pour'],
      origin: ['depuis', 'de', 'du', "d'", 'au départ de', 'en partant de', 'à partir de', 'départ de', 'partant de', 'à', 'au'],
      near: ['près de', 'proche de', 'à côté de', 'autour de', 'aux alentours de', 'dans le coin de', 'près du', 'pres du', 'à proximité de', 'vers'],
      at: ['à', 'au', 'à la', "à l'", 'aux', 'sur', 'chez', 'devant'],
    },
    negation: { no: ['sans', 'pas de', 'pas besoin de', 'aucun', 'aucune', 'ni'] },
    instead: { instead: ['plutôt', 'à la place', 'au lieu', 'au lieu de ça', 'finalement plutôt', 'remplace', 'remplacer'] },
    street: {
      street: [
        'rue', 'avenue', 'av', 'ave', 'boulevard', 'bd', 'boul', 'blvd', 'chemin', 'ch', 'place', 'allée', 'impasse',
        'quai', 'route', 'cours', 'rang', 'promenade', 'square', 'côte', 'montée', 'esplanade', 'parc',
      ],
    },
    article: { article: ['le', 'la', 'les', 'l', 'un', 'une', 'des', 'du', 'au', 'aux'] },
    span: {
      this_week: ['cette semaine', 'cette sem'],
      for_day: [
        'pour la journée', 'pour toute la journée', 'toute la journée', 'la journée entière', 'pour la journée entière',
        'pour la journée complète', 'la journée complète', 'pour la journee',
      ],
    },
  },
  numbers: {
    zéro: 0, un: 1, une: 1, premier: 1, première: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6, sept: 7, huit: 8,
    neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, vingt: 20, vingts: 20,
    trente: 30, quarante: 40, cinquante: 50, soixante: 60, cent: 100, cents: 100, mille: 1000, deuxième: 2,
    troisième: 3,
  },
  abbreviations: {
    dem: 'demain', dmain: 'demain', dmn: 'demain', '2m1': 'demain', '2main': 'demain',
    ajd: "aujourd'hui", auj: "aujourd'hui", aujd: "aujourd'hui", 'ojd': "aujourd'hui",
    'tt de suite': 'tout de suite', 'tt d suite': 'tout de suite', 'tds': 'tout de suite', tt: 'tout', ts: 'tous', tte: 'toute', ttes: 'toutes',
    pr: 'pour', ds: 'dans', dc: 'donc', bcp: 'beaucoup', qd: 'quand', qdm: 'quand même', pcq: 'parce que',
    résa: 'réservation', résas: 'réservations', rés: 'réservation', reza: 'réservation', rezas: 'réservations',
    covoit: 'covoiturage', covoits: 'covoiturages', covoitu: 'covoiturage',
    mdp: 'mot de passe', cb: 'carte bancaire', géoloc: 'géolocalisation', geoloc: 'géolocalisation', localis: 'localisation',
    bjr: 'bonjour', bsr: 'bonsoir', slt: 'salut', cc: 'coucou', stp: "s'il te plaît", svp: "s'il vous plaît", mrc: 'merci',
    mtn: 'maintenant', mnt: 'maintenant', mntn: 'maintenant', jsuis: 'je suis', chui: 'je suis', jveux: 'je veux',
    jvoudrais: 'je voudrais', veu: 'veux', vx: 'veux', vs: 'vous', ns: 'nous', qqn: "quelqu'un", qqch: 'quelque chose',
    infos: 'informations', info: 'information', dispo: 'disponible', dispos: 'disponibles', aprm: 'après-midi',
    'semaine pro': 'semaine prochaine', 'sem pro': 'semaine prochaine', 'sem prochaine': 'semaine prochaine',
    pk: 'pourquoi', pq: 'pourquoi', kan: 'quand', ke: 'que', koi: 'quoi', bagnol: 'bagnole', vtr: 'voiture', vtre: 'votre',
    'w-e': 'week-end', 'jusk': 'jusque', 'jusko': "jusqu'au", 'jusqa': "jusqu'à", 'jsk': 'jusque', 'jsq': 'jusque',
    'ap-m': 'après-midi', 'aprem': 'après-midi', 'aprèm': 'après-midi', 'apm': 'après-midi', 'aprés-midi': 'après-midi',
    'rdv': 'rendez-vous', 'conex': 'connexion', 'deco': 'déconnexion', 'déco': 'déconnexion', 'inscri': 'inscription',
    'pb': 'problème', 'pbm': 'problème', 'tél': 'téléphone', 'coordonnees': 'coordonnées',
  },
  common: [
    'quelques', 'je', 'tu', 'il', 'elle', 'nous', 'vous', 'ils', 'elles', 'le', 'la', 'les', 'un', 'une', 'des', 'du', 'de',
    'et', 'ou', 'où', 'mais', 'donc', 'car', 'ni', 'est', 'sont', 'suis', 'es', 'sommes', 'êtes', 'ai', 'as', 'avons',
    'avez', 'ont', 'avec', 'sans', 'pour', 'par', 'dans', 'sur', 'sous', 'chez', 'vers', 'entre', 'mon', 'ma', 'mes',
    'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'notre', 'nos', 'votre', 'vos', 'leur', 'leurs', 'ce', 'cet', 'cette', 'ces',
    'qui', 'que', 'quoi', 'quel', 'quelle', 'quels', 'quelles', 'comment', 'pourquoi', 'quand', 'combien', 'oui', 'non',
    'merci', 'veux', 'voudrais', 'voudrait', 'aimerais', 'souhaite', 'souhaiterais', 'peux', 'pouvez', 'pourrais',
    'faut', 'fait', 'faire', 'fais', 'besoin', 'avoir', 'être', 'aller', 'va', 'vais', 'allons', 'venir', 'plus',
    'moins', 'très', 'bien', 'aussi', 'encore', 'déjà', 'toujours', 'jamais', 'rien', 'tout', 'tous', 'toute', 'toutes',
    'moi', 'toi', 'lui', 'eux', 'me', 'te', 'se', 'ne', 'pas', 'y', 'en', 'au', 'aux', 'capitale', 'est-ce',
    'voiture', 'quelqu', 'chose', 'peut', 'être', 'pouvoir', 'savoir', 'sais', 'dire', 'dis', 'petit', 'petite',
    'grand', 'grande', 'bon', 'bonne', 'nouveau', 'autre', 'autres', 'même', 'ici', 'là', 'alors', 'puis', 'ensuite',
    'après', 'avant', 'depuis', 'pendant', 'jusque', 'lorsque', 'si', 'comme', 'parce', 'chaque', 'plusieurs',
    'beaucoup', 'peu', 'trop', 'assez', 'ville', 'centre', 'aéroport', 'gare', 'rue', 'blague', 'raconte', 'temps',
    'météo', 'ça', 'cela', 'ceci', 'voilà', 'voici', 'svp', 'stp', 'heure', 'heures', 'jour', 'jours', 'semaine',
    'mois', 'année', 'an', 'ans', 'minutes', 'trajet', 'prix', 'tarif', 'coûte', 'combien', 'aidez', 'dois', 'doit',
    'devrais', 'serait', 'sera', 'était', 'avait', 'soit', 'ayant', 'étant', 'vu', 'pris', 'prends', 'prendre',
    'mettre', 'mets', 'donner', 'donne', 'chercher', 'cherche', 'trouver', 'trouve', 'partir', 'pars', 'arriver',
    'arrive', 'retour', 'rentrer', 'rentre', 'quitter', 'sortir', 'famille', 'amis', 'enfants', 'bagages', 'voyage',
    'vacances', 'travail', 'maison', 'chose', 'gens', 'fois', 'personne', 'personnes', 'place', 'places', 'semaine',
    // "laisse tomber", "oublie ça": never a typo of a keyword ("laisse" is one letter from "caisse", a car).
    'laisse', 'laisser', 'laissez', 'tomber', 'oublie', 'oubliez', 'oublier',
  ],
  restricted: ['sale', 'salle', 'état', 'relevé', 'relevés', 'par prix', 'char', 'chars', 'lun', 'ven', 'sam', 'dim', 'location', 'locations', 'le we', 'ce we', 'e', 'en', 'la', 'le', 'de', 'des', 'ma', 'mon', 'mes', 'une', 'un', 'a'],
}
