import type { ArticleTexts } from './guide-articles.en-US.ts'

/** Le guide de démonstration en français : un article par module de la navigation et un sur l’interface. */
export const articlesFr: ArticleTexts = {
  'getting-started': {
    title: 'Premiers pas dans le portail',
    body: `Le portail client réunit en un seul endroit les objectifs, les projets, les tendances et les services souscrits de votre entreprise.

## Se repérer
- **Navigation** (à gauche) : tous les modules du portail. Sur un petit écran, ouvrez-la avec le bouton de menu en haut à gauche.
- **Langue** (en haut à droite) : choisissez l’une des sept langues. Le portail retient votre choix pour votre prochaine connexion.
- **Notifications** (la cloche, en haut à droite) : ce qui vous concerne, dès que cela se produit.
- **Menu utilisateur** (vos initiales, en haut à droite) : votre profil, l’entreprise dans laquelle vous travaillez et *Se déconnecter*.

## Votre entreprise
Si vous appartenez à plusieurs entreprises, passez de l’une à l’autre dans le menu utilisateur. Tout ce que vous voyez — équipes, objectifs, tableaux de bord — appartient à l’**entreprise active**. La page se recharge après le changement.

## Votre profil
Dans votre profil, vous tenez à jour votre nom et votre langue, choisissez comment les notifications vous parviennent, voyez où vous êtes connecté et déconnectez vos autres appareils. Vous y créez aussi des **jetons d’accès personnels** pour les programmes qui appellent l’API du portail en votre nom.

## L’assistant
Si votre entreprise a activé l’assistant IA, le bouton **Interroger l’assistant**, en haut de chaque page, ouvre une conversation. L’assistant répond aux questions sur vos objectifs, projets, tendances et services à partir de ce que vous êtes vous-même autorisé à voir, fournit un lien vers chaque élément cité et ne modifie rien. La page *Assistant* regroupe vos conversations précédentes.

## Votre page d’accueil
Après la connexion, le portail ouvre la page d’accueil de votre entreprise. S’il n’y en a pas, il ouvre le tableau blanc.

> Astuce : vous pouvez refaire à tout moment la visite guidée de la navigation depuis le **Guide**.`,
  },
  dashboard: {
    title: 'Tableau de bord',
    body: `Le tableau de bord est votre vue d’ensemble personnelle : les cartes dont vous avez besoin, disposées selon votre façon de travailler.

## Les cartes
Les cartes présentent par exemple vos résultats clés et vos tâches, la progression des objectifs, vos équipes, vos services, vos liens rapides, les dernières notifications, un radar des tendances et les derniers signaux de marché. Ouvrez une carte sur sa propre page pour en voir davantage.

## Organiser votre tableau de bord
Choisissez **Personnaliser** pour ajouter, déplacer, redimensionner ou retirer des cartes, puis **Enregistrer le tableau de bord**. Les cartes se déplacent aussi au clavier. Ce tableau de bord vous appartient : chaque collègue organise le sien, et vous en avez un dans chacune de vos entreprises.

## Autres vues
- **Tableau de bord des objectifs** : la progression par équipe et dans le temps, les résultats clés à risque ou à faible confiance, les tâches en retard et les derniers points d’avancement.
- **Analyse** : la fréquence à laquelle chaque concurrent apparaît, mois après mois, dans les signaux de marché de votre entreprise, et la comparaison des concurrents.`,
  },
  'goals-and-okr': {
    title: 'Objectifs & OKR',
    body: `Objectifs & OKR est l’espace où votre entreprise planifie et suit ses **objectifs et résultats clés**.

## Les éléments de base
1. **Objectifs** : ce que vous voulez atteindre, par exemple *Devenir le fournisseur privilégié dans la région DACH*.
2. **Résultats clés** : des résultats mesurables qui montrent que l’objectif est atteint.
3. **Projets** : le travail qui fait progresser un résultat clé.
4. **Tâches** : les étapes d’un projet ; cochez une tâche dès qu’elle est terminée.

## Points d’avancement
Enregistrez la valeur actuelle d’un résultat clé avec **Faire le point** : la valeur, votre niveau de confiance de 0 à 10 et un commentaire. L’historique présente chaque point d’avancement. Un résultat clé peut aussi recevoir ses valeurs **via une intégration** : un compte de service de votre entreprise les transmet alors par l’API, et elles sont signalées comme telles.

## Travailler en équipe
Chaque élément peut appartenir à une équipe et a un responsable. Filtrez le tableau ou le diagramme par équipe pour afficher les objectifs d’une équipe.

## Vues
- **Tableau** : tous les éléments avec leur progression, triables et filtrables.
- **Diagramme** : les liens entre objectifs, résultats clés et projets.
- **Vues enregistrées** : conservez un filtre que vous utilisez souvent et rouvrez-le en un clic.

Chaque élément s’ouvre dans le panneau latéral pour être modifié. Son journal des modifications indique qui a modifié quoi, et quand.`,
  },
  'programmes-and-projects': {
    title: 'Programmes & projets',
    body: `Programmes & projets (PPM) pilote les mesures de votre transformation, du programme jusqu’à chaque mesure, avec leurs jalons de validation (*gates*), leurs rapports d’avancement et leurs effets.

## Structure
- Les **programmes** regroupent des **projets** ; un projet se divise en **lots de mesures**, et ceux-ci en **mesures**.
- Créez chaque niveau avec **Créer** au sein de son niveau parent, modifiez-le, déplacez-le avec tout son contenu ou supprimez-le.

## Le portefeuille
Le portefeuille présente chaque niveau avec son statut, son jalon, son responsable, l’effet net prévu et réel, ainsi que la cible ; filtrez-le par statut, jalon et responsable, ou recherchez parmi les mesures. Un graphique compare l’effet prévu par jalon à la cible, et la **chronologie** montre les programmes, projets et lots du début à la fin. Le portefeuille comme les effets s’exportent au format Excel.

## Une mesure
- **Détails** : responsable, sponsor, approbateur, dates, statut, analyse de rentabilité et effet visé.
- **Activités** : tout ce qui s’est passé, avec les commentaires.
- **Rapports d’avancement** : situation générale, délais, budget et périmètre en vert, orange ou rouge, avec synthèse, risques et prochaines étapes. Enregistrez un brouillon, puis publiez-le ; le portefeuille signale quand un rapport est attendu ou en retard.
- **Effets** : montants prévus et réels par mois pour les réductions de coûts, hausses de chiffre d’affaires, coûts ponctuels et investissements, dans la devise de votre entreprise.
- **Phases** : les jalons de *L0 Idée* à *L5 Réalisée*. Demandez le jalon suivant ; l’approbateur l’accepte ou le refuse. À partir de L2, une analyse de rentabilité et des effets prévus sont requis.`,
  },
  'trend-management': {
    title: 'Gestion des tendances',
    body: `La gestion des tendances met à la disposition de votre entreprise une bibliothèque de tendances sélectionnées et vous permet d’évaluer ensemble celles qui comptent pour vous.

## La bibliothèque
- **Mégatendances** : des mutations mondiales de long terme, comme le *changement démographique*.
- **Macrotendances** : des évolutions au sein d’une mégatendance.
- **Microtendances** : des signaux concrets avec images et descriptions, reliés à leurs macrotendances, secteurs et innovations.

Recherchez dans la bibliothèque et filtrez-la par mégatendance, macrotendance, secteur, innovation et date de publication. Marquez les tendances d’une étoile pour les retrouver parmi vos **favoris**. L’équipe du portail tient la bibliothèque à jour.

## Les hubs
Un **hub** est la collection de tendances de votre entreprise autour d’une question. Ses membres y ajoutent des tendances de la bibliothèque avec une note expliquant leur intérêt, puis les évaluent selon leur impact, leur pertinence et leur horizon temporel. Le **radar des tendances** présente les tendances évaluées par mégatendance et par horizon ; exportez-le en SVG ou en PNG.

## De la tendance à l’action
Sur une tendance d’un hub, reliez les objectifs d’Objectifs & OKR qui y répondent (*Ce que nous en faisons*).`,
  },
  'market-intelligence': {
    title: 'Veille concurrentielle',
    body: `La veille concurrentielle montre ce que font vos concurrents : les **concurrents** de votre entreprise et les **signaux de marché** enregistrés à leur sujet — actualités et notes, chacune avec sa source, sa date et ses mots-clés.

## Le tableau de bord
Le tableau de bord de veille concurrentielle présente les concurrents avec leurs derniers signaux et leurs mots-clés les plus fréquents, des graphiques des signaux par mois et par concurrent, ainsi que la liste des signaux. Recherchez parmi les signaux et filtrez-les par concurrent, mot-clé, type et date.

## Analyse
Sous **Tableau de bord › Analyse**, vous voyez combien de fois chaque concurrent est apparu dans vos signaux, mois après mois, et pouvez comparer les concurrents.

## Qui enregistre les signaux
Les administrateurs de l’entreprise enregistrent concurrents et signaux dans l’*Administration de la veille* ; tous les membres de l’entreprise peuvent les consulter.`,
  },
  services: {
    title: 'Services',
    body: `Services recense tout ce que votre entreprise a souscrit via le portail.

## Ouvrir un service
Choisissez un service pour l’ouvrir. Selon le service, il s’ouvre
- **dans le portail**,
- **intégré** à une page du portail, ou
- sur un site **externe**, éventuellement dans un nouvel onglet.

Marquez comme **favoris** les services que vous utilisez souvent ; la carte *Mes services* de votre tableau de bord les affiche avec ceux que vous avez ouverts récemment.

## Catégories et points d’accès
Les services sont classés par **catégories**. L’endroit où l’on accède à un service — son **point d’accès** — est configuré par l’équipe du portail dans le catalogue de services : vous n’avez besoin ni d’adresses ni de favoris distincts. Certains services ne sont ouverts qu’à certains groupes de votre entreprise.

Votre entreprise peut aussi utiliser un service comme page d’accueil.`,
  },
  whiteboard: {
    title: 'Tableau blanc',
    body: `Le tableau blanc est une surface de dessin pour les ateliers, les esquisses et la planification, sur laquelle on dessine ensemble en direct.

## Scènes
Chaque tableau est une **scène**. *Tableau blanc*, dans le menu, liste les scènes que vous pouvez ouvrir — les vôtres et celles que vos collègues partagent avec l’entreprise — avec un aperçu, une recherche et un filtre. *Nouvelle scène* en crée une ; le menu d’une scène permet de la renommer, de la partager, de la dupliquer ou de la supprimer. Une scène supprimée peut être récupérée avec *Annuler* pendant 7 jours.

## Enregistrement
Tout ce que vous dessinez est enregistré peu après que vous vous arrêtez ; la ligne au-dessus du tableau indique si toutes les modifications sont enregistrées. Si le portail est injoignable, votre dessin reste dans l’onglet et est enregistré dès le retour de la connexion.

## Dessiner ensemble
Partagez une scène avec *Tout le monde peut dessiner* et les collègues qui l’ouvrent dessinent avec vous : vous voyez leurs traits et leurs pointeurs, avec leur nom, en temps réel. Avec *Tout le monde peut regarder*, ils suivent sans rien modifier.

## Travailler sur le tableau
- Dessinez des formes, des flèches et des traits à main levée, écrivez du texte et insérez des images (PNG, JPEG, WebP ou GIF, 4 Mo au maximum).
- Déplacez, groupez et mettez en forme les éléments avec la barre d’outils ; conservez vos formes préférées dans la bibliothèque.
- Exportez le tableau ou une sélection en PNG ou en SVG depuis le menu.

Le tableau blanc est aussi la page d’accueil par défaut du portail lorsque votre entreprise n’en a pas.`,
  },
  academy: {
    title: 'Académie',
    body: `L’académie propose des contenus de formation préparés pour vous : des **cours** composés de **leçons**.

## Suivre un cours
1. Ouvrez un cours depuis la grille des cours.
2. Lisez chaque leçon ; une leçon peut contenir du texte, une **vidéo** et des **fichiers** à télécharger.
3. Choisissez **Marquer comme terminée** lorsque vous avez fini une leçon.

## Votre progression
Chaque cours indique combien de ses leçons vous avez terminées. Votre progression est enregistrée dans votre compte : vous pouvez continuer sur n’importe quel appareil.

L’équipe du portail rédige les cours et les publie lorsqu’ils sont prêts.`,
  },
  notifications: {
    title: 'Notifications',
    body: `Les notifications vous tiennent informé de ce qui vous concerne. La cloche en haut de chaque page indique combien sont non lues et se met à jour dès qu’il se passe quelque chose.

## Types de notifications
- **Annonces** de l’équipe du portail, par exemple sur une maintenance ou de nouvelles fonctions. Une annonce critique s’affiche en bandeau sur chaque page jusqu’à ce que vous la masquiez.
- **Notifications personnelles** : un objectif, un résultat clé ou un projet qui vous est confié, une nouvelle tâche pour vous, un point d’avancement attendu ou en retard, une réponse à votre demande de support ou de coaching, et un avis de sécurité lorsqu’un administrateur commence à agir en votre nom pour vous aider.

## Lecture
Ouvrez **Notifications** depuis la cloche : les non lues apparaissent en premier, et vous pouvez filtrer par état de lecture et par type. Ouvrir une notification la marque comme lue et vous mène à ce qu’elle concerne ; **Tout marquer comme lu** vide la liste en une fois.

## Votre page d’accueil
La page d’accueil vous accueille avec les annonces en cours et une liste unique de tout ce qui vous attend : points d’avancement attendus, tâches à échéance ou en retard et, pour l’équipe du portail, demandes en attente de réponse.

## À vous de choisir
Dans votre profil, choisissez pour chaque type s’il vous parvient dans le portail, par e-mail, par les deux ou pas du tout. L’avis de sécurité s’affiche toujours dans le portail.`,
  },
  coaching: {
    title: 'Coaching',
    body: `Le coaching vous met en relation avec nos coachs en matière de leadership, d’objectifs et de travail d’équipe.

## Demander un coaching
1. Choisissez l’une des **offres** de la page Coaching.
2. Décrivez votre sujet et proposez des dates qui vous conviennent.
3. Envoyez la demande.

## Après votre demande
Vos demandes figurent sur la page Coaching. Vous y échangez avec l’équipe de coaching, qui fixe la date, et vous êtes notifié à chaque réponse. Clôturez une demande une fois la question réglée.`,
  },
  'using-the-guide': {
    title: 'Utiliser le guide',
    body: `Le guide explique chaque module du portail — cette page en fait partie.

## Trouver de l’aide
- **Recherchez** n’importe quel mot : le guide le trouve dans les titres et les textes de votre langue, y compris sous d’autres formes (*équipe* trouve *équipes*).
- **Filtrez par module** pour n’afficher que les articles consacrés à une partie du portail.

## La visite guidée
Lors de votre première visite, une courte visite présente la navigation, le menu des langues et le menu utilisateur. Choisissez **Relancer la visite guidée** sur la page du guide pour la refaire.

L’équipe du portail rédige les articles en anglais, en allemand, en espagnol, en français et en portugais ; les variantes autrichienne et suisse affichent le texte allemand.`,
  },
  support: {
    title: 'Support',
    body: `Le support vous permet de joindre l’équipe du portail lorsque quelque chose ne fonctionne pas ou manque.

## Avant d’écrire
- Consultez le **guide** : de nombreuses questions y trouvent leur réponse.
- Notez ce que vous avez fait, ce que vous attendiez et ce qui s’est produit à la place.

## Envoyer une demande
Décrivez votre question sur la page Support. Plus la description est précise — la page, l’heure, une capture d’écran —, plus vite nous pourrons vous aider.

## La réponse
Vos demandes figurent sur la page Support avec l’ensemble des échanges. Vous y lisez nos réponses, que vous recevez également par e-mail. Répondez sur la même page ; une réponse à une demande clôturée la rouvre.`,
  },
  users: {
    title: 'Utilisateurs',
    body: `Utilisateurs est l’administration des personnes qui peuvent se connecter.

## Qui voit quoi
- Les **administrateurs de l’entreprise** voient et gèrent les membres de leur entreprise.
- L’**équipe du portail** voit tous les utilisateurs de toutes les entreprises.

## Ce que vous pouvez faire
- **Rechercher** des utilisateurs par nom ou par e-mail et consulter leurs entreprises, rôles, groupes et l’état de leur compte.
- Créer des utilisateurs un par un, ou en **importer** plusieurs à la fois depuis un fichier Excel ou CSV, avec une invitation par e-mail.
- Envoyer un lien de **réinitialisation du mot de passe**.
- Gérer les **groupes** de l’entreprise, qui déterminent qui peut ouvrir certains services.
- **Annuaire** : si l’annuaire de votre entreprise (LDAP ou Active Directory) est connecté, importez-en des utilisateurs et suivez ses synchronisations.
- Le **journal d’audit** consigne qui a modifié quoi.
- L’équipe du portail peut **agir en tant qu’utilisateur** (usurpation d’identité encadrée) pour voir le portail avec ses yeux ; un bandeau le signale tant que cela dure, la personne en est avertie, et chaque début et chaque fin sont consignés.`,
  },
  teams: {
    title: 'Équipes',
    body: `Équipes regroupe les personnes de votre entreprise dans les unités qui travaillent ensemble sur des objectifs et des projets.

## Une équipe a
- un **nom** et une courte description,
- un **responsable**, qui en est toujours membre,
- des **membres** de votre entreprise.

## Gérer les équipes
Les administrateurs de l’entreprise créent les équipes, changent leur responsable et leurs membres, et suppriment celles qui n’existent plus. Tous les membres de l’entreprise voient les équipes et leur composition.

Objectifs & OKR utilise les équipes pour filtrer et regrouper les objectifs et les projets.`,
  },
  'auto-assign-rules': {
    title: 'Règles d’affectation automatique',
    body: `Les règles d’affectation automatique placent d’elles-mêmes les nouvelles personnes au bon endroit.

## Fonctionnement d’une règle
Une règle indique un **domaine de messagerie** de votre entreprise, par exemple *acme.example*, et les **groupes** que rejoignent les nouvelles personnes. Toute personne dont l’adresse appartient à ce domaine rejoint votre entreprise et ces groupes
- lors de son inscription,
- à chaque connexion par authentification unique, et
- chaque fois que l’import de l’annuaire la crée ou la met à jour.

Une règle s’applique dès que l’équipe du portail a approuvé son domaine ; les messageries grand public ne sont pas acceptées.

## Bon à savoir
Les règles ne font qu’ajouter : modifier ou supprimer une règle ne retire personne de votre entreprise ni de ses groupes.

Les administrateurs de l’entreprise gèrent les règles de leur entreprise ; l’équipe du portail gère toutes les règles.`,
  },
  companies: {
    title: 'Entreprises',
    body: `Entreprises est l’espace où l’équipe du portail gère les entreprises clientes.

## Pour chaque entreprise
- **Nom** et **logo**.
- **Page d’accueil** : là où arrivent les membres après la connexion — une page interne du portail, un site externe (dans le même onglet ou un nouvel onglet) ou un service intégré. Sans page d’accueil, le tableau blanc s’ouvre.
- **Modules** : ceux que voient les personnes de l’entreprise, ceux qui apparaissent verrouillés avec une note indiquant comment les obtenir, et ceux qui sont masqués ; ainsi que l’activation de l’assistant IA, lorsque le portail en a un de configuré.
- **Codes d’activation** permettant de rejoindre l’entreprise.
- **Identité** : authentification unique via le fournisseur d’identité de l’entreprise (OpenID Connect) et son annuaire (LDAP ou Active Directory), importé et synchronisé.

Seule l’équipe du portail crée, modifie ou supprime des entreprises. Les membres consultent la page de leur entreprise et passent d’une entreprise à l’autre dans le menu utilisateur.

## Pour les administrateurs de l’entreprise
Sur la page de l’entreprise dans laquelle ils travaillent, les administrateurs de l’entreprise gèrent
- les **comptes de service** et leurs jetons, grâce auxquels les intégrations utilisent l’API du portail, et
- les **webhooks**, qui informent vos propres systèmes des événements de l’entreprise, signés et renvoyés jusqu’à leur réception.`,
  },
  'market-intelligence-admin': {
    title: 'Administration de la veille',
    body: `L’*Administration de la veille* est l’espace où l’on tient à jour la veille concurrentielle de votre entreprise.

## Tâches
- Enregistrer les **concurrents** que vous suivez, avec leur site web et une description.
- Enregistrer des **signaux** — actualités avec l’adresse de leur source, ou notes personnelles — avec une date, un résumé, des mots-clés et le concurrent concerné.
- Supprimer ce qui n’est plus pertinent ; les signaux d’un concurrent supprimé sont conservés, sans concurrent.

Les administrateurs de l’entreprise gèrent la veille de leur entreprise, l’équipe du portail celle de toutes les entreprises. Tous les membres de l’entreprise la consultent dans le tableau de bord de veille concurrentielle.`,
  },
}
