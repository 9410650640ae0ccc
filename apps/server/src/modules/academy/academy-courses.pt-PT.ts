import type { CourseTranslations } from './academy-courses.ts'

/** Os cursos de demonstração em português. */
export const coursesPt: CourseTranslations = {
  okr: {
    title: 'Fundamentos de OKR',
    summary: 'Objetivos que dão foco à sua equipa e resultados-chave que mostram progressos reais.',
    lessons: [
      {
        title: 'O que são os OKR',
        body: `Os **objetivos e resultados-chave** (OKR, do inglês *Objectives and Key Results*) ligam aquilo que uma empresa pretende alcançar à forma como mede o seu progresso.

- Um **objetivo** é qualitativo e mobilizador: *Entusiasmar os nossos clientes na região DACH.*
- Um **resultado-chave** é quantitativo e verificável: *Aumentar o Net Promoter Score de 31 para 45 até ao final do terceiro trimestre.*

A maioria das equipas trabalha com três a cinco objetivos por trimestre, cada um com dois a quatro resultados-chave. A palestra de John Doerr, que levou os OKR a muitas empresas, explica a ideia por detrás do método.`,
      },
      {
        title: 'Formular bons resultados-chave',
        body: `Um bom resultado-chave descreve um **efeito**, não uma tarefa. *Lançar o novo site* é uma tarefa; *Duplicar os pedidos de informação online* é um resultado.

Verifique cada resultado-chave com a lista de verificação anexa a esta lição (em inglês):

1. Tem um número e um prazo?
2. Há uma pessoa responsável por ele?
3. A equipa consegue influenciá-lo?

Os resultados-chave ambiciosos são bem-vindos: atingir 70 % de uma meta exigente é, normalmente, um sucesso.`,
      },
      {
        title: 'Acompanhar o progresso no portal',
        body: `Em **Objetivos e OKR**, cada objetivo, resultado-chave, projeto e tarefa tem um responsável e uma equipa.

- Atualize todas as semanas o progresso dos seus resultados-chave.
- Assinale as tarefas assim que estiverem concluídas; os projetos e os resultados-chave mostram o progresso das suas partes.
- Utilize uma **vista guardada** para o check-in semanal da sua equipa.

No final do trimestre, analise o que funcionou e transfira os objetivos em aberto para o trimestre seguinte.`,
      },
    ],
  },
  trends: {
    title: 'Trabalhar com tendências',
    summary:
      'Das megatendências aos sinais concretos: reunir, avaliar e partilhar as tendências que importam.',
    lessons: [
      {
        title: 'Megatendências, macrotendências e microtendências',
        body: `As tendências existem em três dimensões:

| Nível | Horizonte temporal | Exemplo |
| --- | --- | --- |
| Megatendência | décadas | Envelhecimento da sociedade |
| Macrotendência | 5–10 anos | Cuidados ao domicílio |
| Microtendência | 1–3 anos | Sensores que detetam quedas |

Parta de uma megatendência que afete o seu setor e acompanhe-a até às microtendências sobre as quais pode agir.`,
      },
      {
        title: 'Criar um hub de tendências',
        body: `Um **hub** reúne as tendências em torno de uma questão, por exemplo *Como vão comprar os nossos clientes em 2030?*

1. Crie um hub e formule a questão.
2. Adicione microtendências e anote porque é que cada uma é importante.
3. Avalie com a sua equipa a relevância de cada tendência; o modelo anexo a esta lição (em inglês) ajuda no workshop.

Partilhe o hub com os colegas e reveja-o todos os trimestres.`,
      },
    ],
  },
  workshops: {
    title: 'Moderar workshops no quadro branco',
    summary: 'Planear, conduzir e documentar um workshop com o quadro branco do portal.',
    lessons: [
      {
        title: 'Preparar o quadro',
        body: 'Crie uma cena por workshop e, antes de começar, reserve uma área para cada ponto da ordem de trabalhos.',
      },
    ],
  },
}
