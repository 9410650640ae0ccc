import type { CourseTranslations } from './academy-courses.ts'

/** Les cours de démonstration en français. */
export const coursesFr: CourseTranslations = {
  okr: {
    title: 'Les fondamentaux des OKR',
    summary:
      'Des objectifs qui concentrent votre équipe et des résultats clés qui montrent de vrais progrès.',
    lessons: [
      {
        title: 'Ce que sont les OKR',
        body: `Les **objectifs et résultats clés** (OKR) relient ce qu’une entreprise veut accomplir à la manière dont elle mesure ses progrès.

- Un **objectif** est qualitatif et mobilisateur : *Enthousiasmer nos clients dans la région DACH.*
- Un **résultat clé** est quantitatif et vérifiable : *Faire passer le Net Promoter Score de 31 à 45 d’ici la fin du troisième trimestre.*

La plupart des équipes travaillent avec trois à cinq objectifs par trimestre, chacun assorti de deux à quatre résultats clés. La conférence de John Doerr, qui a fait adopter les OKR par de nombreuses entreprises, expose l’idée qui sous-tend la méthode.`,
      },
      {
        title: 'Formuler de bons résultats clés',
        body: `Un bon résultat clé décrit un **effet**, pas une tâche. *Lancer le nouveau site web* est une tâche ; *Doubler les demandes en ligne* est un résultat.

Vérifiez chaque résultat clé à l’aide de la liste de contrôle jointe à cette leçon (en anglais) :

1. Comporte-t-il un chiffre et une échéance ?
2. Une personne en est-elle responsable ?
3. L’équipe peut-elle l’influencer ?

Les résultats clés ambitieux sont les bienvenus : atteindre 70 % d’un objectif exigeant est généralement une réussite.`,
      },
      {
        title: 'Suivre les progrès dans le portail',
        body: `Dans **Objectifs & OKR**, chaque objectif, résultat clé, projet et tâche a un responsable et une équipe.

- Mettez à jour chaque semaine la progression de vos résultats clés.
- Cochez les tâches dès qu’elles sont terminées ; projets et résultats clés reflètent la progression de leurs éléments.
- Utilisez une **vue enregistrée** pour le point hebdomadaire de votre équipe.

En fin de trimestre, faites le bilan de ce qui a fonctionné et reportez les objectifs en cours sur le trimestre suivant.`,
      },
    ],
  },
  trends: {
    title: 'Travailler avec les tendances',
    summary:
      'Des mégatendances aux signaux concrets : recueillir, évaluer et partager les tendances qui comptent.',
    lessons: [
      {
        title: 'Mégatendances, macrotendances et microtendances',
        body: `Les tendances existent à trois échelles :

| Niveau | Horizon | Exemple |
| --- | --- | --- |
| Mégatendance | plusieurs décennies | Vieillissement de la société |
| Macrotendance | 5 à 10 ans | Soins à domicile |
| Microtendance | 1 à 3 ans | Capteurs détectant les chutes |

Partez d’une mégatendance qui touche votre secteur et suivez-la jusqu’aux microtendances sur lesquelles vous pouvez agir.`,
      },
      {
        title: 'Constituer un hub de tendances',
        body: `Un **hub** rassemble les tendances autour d’une question, par exemple *Comment nos clients achèteront-ils en 2030 ?*

1. Créez un hub et formulez la question.
2. Ajoutez des microtendances et notez pourquoi chacune est importante.
3. Évaluez avec votre équipe la pertinence de chaque tendance ; le modèle joint à cette leçon (en anglais) vous aidera pendant l’atelier.

Partagez le hub avec vos collègues et revoyez-le chaque trimestre.`,
      },
    ],
  },
  workshops: {
    title: 'Animer des ateliers sur le tableau blanc',
    summary: 'Préparer, animer et documenter un atelier avec le tableau blanc du portail.',
    lessons: [
      {
        title: 'Préparer le tableau',
        body: 'Créez une scène par atelier et, avant le début de la séance, prévoyez une zone pour chaque point de l’ordre du jour.',
      },
    ],
  },
}
