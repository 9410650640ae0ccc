import type { ArticleTexts } from './guide-articles.en-US.ts'

/** O guia de demonstração em português: um artigo por módulo da navegação e um sobre a interface. */
export const articlesPt: ArticleTexts = {
  'getting-started': {
    title: 'Primeiros passos no portal',
    body: `O portal de clientes reúne num só lugar os objetivos, projetos, tendências e serviços contratados da sua empresa.

## Orientar-se
- **Navegação** (à esquerda): todos os módulos do portal. Num ecrã pequeno, abra-a com o botão de menu no canto superior esquerdo.
- **Idioma** (no canto superior direito): escolha um dos sete idiomas. O portal memoriza a escolha para o próximo início de sessão.
- **Notificações** (o sino, no canto superior direito): o que lhe diz respeito, assim que acontece.
- **Menu do utilizador** (as suas iniciais, no canto superior direito): o seu perfil, a empresa em que está a trabalhar e *Terminar sessão*.

## A sua empresa
Se pertencer a várias empresas, alterne entre elas no menu do utilizador. Tudo o que vê — equipas, objetivos, painéis — pertence à **empresa ativa**. A página é recarregada após a mudança.

## O seu perfil
No perfil, mantém o nome e o idioma atualizados, escolhe como as notificações lhe chegam, vê onde tem sessão iniciada e termina a sessão noutros dispositivos. É também aí que cria **tokens de acesso pessoal** para programas que chamam a API do portal em seu nome.

## O assistente
Se a sua empresa tiver o assistente de IA ativado, o botão **Perguntar ao assistente**, no topo de cada página, abre uma conversa. O assistente responde a perguntas sobre os seus objetivos, projetos, tendências e serviços com base naquilo que tem permissão para ver, inclui uma ligação para cada elemento que menciona e não altera nada. Em *Assistente* encontra as conversas anteriores.

## A sua página inicial
Depois de iniciar sessão, o portal abre a página inicial da sua empresa. Se não existir nenhuma, abre o quadro branco.

> Sugestão: pode repetir a visita guiada à navegação a qualquer momento a partir do **Guia**.`,
  },
  dashboard: {
    title: 'Painel',
    body: `O painel é a sua visão geral pessoal: os cartões de que precisa, dispostos de acordo com a sua forma de trabalhar.

## Cartões
Os cartões mostram, por exemplo, os seus resultados-chave e tarefas, o progresso dos objetivos, as suas equipas, os seus serviços, as suas ligações rápidas, as notificações mais recentes, um radar de tendências e os sinais de mercado mais recentes. Abra um cartão numa página própria para ver mais.

## Organizar o painel
Escolha **Personalizar** para adicionar, mover, redimensionar ou remover cartões e, em seguida, **Guardar painel**. Os cartões também podem ser movidos com o teclado. O painel é só seu: cada colega organiza o seu, e tem um painel em cada uma das suas empresas.

## Outras vistas
- **Painel de objetivos**: o progresso por equipa e ao longo do tempo, os resultados-chave em risco ou com pouca confiança, as tarefas em atraso e os check-ins mais recentes.
- **Análise**: a frequência com que cada concorrente aparece, mês a mês, nos sinais de mercado da sua empresa, e os concorrentes lado a lado.`,
  },
  'goals-and-okr': {
    title: 'Objetivos e OKR',
    body: `Objetivos e OKR é onde a sua empresa planeia e acompanha os **objetivos e resultados-chave**.

## Os elementos básicos
1. **Objetivos**: o que pretende alcançar, por exemplo *Tornar-nos o fornecedor preferido na região DACH*.
2. **Resultados-chave**: resultados mensuráveis que mostram que o objetivo foi alcançado.
3. **Projetos**: o trabalho que faz avançar um resultado-chave.
4. **Tarefas**: os passos de um projeto; assinale uma tarefa quando estiver concluída.

## Check-ins
Registe o valor atual de um resultado-chave com **Fazer check-in**: o valor, o seu grau de confiança de 0 a 10 e um comentário. O histórico mostra todos os check-ins. Um resultado-chave também pode receber os valores **através de integração**: nesse caso, uma conta de serviço da sua empresa comunica-os pela API e ficam assinalados como tal.

## Trabalhar com equipas
Cada elemento pode pertencer a uma equipa e tem um responsável. Filtre a tabela ou o diagrama por equipa para ver os objetivos de uma equipa.

## Vistas
- **Tabela**: todos os elementos com o respetivo progresso, ordenáveis e filtráveis.
- **Diagrama**: a forma como objetivos, resultados-chave e projetos se relacionam.
- **Vistas guardadas**: guarde um filtro que utiliza com frequência e volte a abri-lo com um clique.

Qualquer elemento abre-se no painel lateral para ser editado. O respetivo registo de alterações mostra quem alterou o quê e quando.`,
  },
  'programmes-and-projects': {
    title: 'Programas e projetos',
    body: `Programas e projetos (PPM) gere as medidas da sua transformação, desde o programa até cada medida, com as respetivas etapas de aprovação (*gates*), relatórios de estado e efeitos.

## Estrutura
- Os **programas** agrupam **projetos**; um projeto divide-se em **pacotes de medidas** e estes em **medidas**.
- Crie cada nível com **Novo** dentro do nível superior, edite-o, mova-o com todo o seu conteúdo ou elimine-o.

## O portefólio
O portefólio apresenta cada nível com o estado, a etapa, o responsável, o efeito líquido previsto e real e a meta; filtre-o por estado, etapa e responsável ou pesquise as medidas. Um gráfico compara o efeito previsto por etapa com a meta, e a **cronologia** mostra programas, projetos e pacotes do início ao fim. O portefólio e os efeitos podem ser exportados para Excel.

## Uma medida
- **Detalhes**: responsável, patrocinador, aprovador, datas, estado, caso de negócio e efeito pretendido.
- **Atividades**: tudo o que aconteceu, com comentários.
- **Relatórios de estado**: situação geral, prazos, orçamento e âmbito a verde, âmbar ou vermelho, com resumo, riscos e próximos passos. Guarde um rascunho e publique-o; o portefólio indica quando um relatório está previsto ou em atraso.
- **Efeitos**: montantes previstos e reais por mês para reduções de custos, aumentos de receita, custos pontuais e investimentos, na moeda da sua empresa.
- **Fases**: as etapas de *L0 Ideia* a *L5 Concretizada*. Peça a etapa seguinte; o aprovador aprova-a ou rejeita-a. A partir de L2, são necessários um caso de negócio e efeitos previstos.`,
  },
  'trend-management': {
    title: 'Gestão de tendências',
    body: `A gestão de tendências disponibiliza à sua empresa uma biblioteca de tendências selecionadas e permite avaliar em conjunto as que lhe interessam.

## A biblioteca
- **Megatendências**: mudanças globais de longo prazo, como a *mudança demográfica*.
- **Macrotendências**: evoluções dentro de uma megatendência.
- **Microtendências**: sinais concretos com imagens e descrições, associados às respetivas macrotendências, setores e inovações.

Pesquise na biblioteca e filtre-a por megatendência, macrotendência, setor, inovação e data de publicação. Marque as tendências com a estrela para as guardar nos seus **favoritos**. A equipa do portal mantém a biblioteca.

## Hubs
Um **hub** é a coleção de tendências da sua empresa sobre uma questão. Os seus membros adicionam tendências da biblioteca com uma nota sobre a sua importância e avaliam-nas quanto ao impacto, à relevância e ao horizonte temporal. O **radar de tendências** mostra as tendências avaliadas por megatendência e horizonte temporal; pode exportá-lo em SVG ou PNG.

## Da tendência à ação
Numa tendência de um hub, associe os objetivos de Objetivos e OKR que lhe dão resposta (*O que fazemos a este respeito*).`,
  },
  'market-intelligence': {
    title: 'Informação de mercado',
    body: `A informação de mercado mostra o que fazem os seus concorrentes: os **concorrentes** da sua empresa e os **sinais de mercado** registados sobre eles — notícias e notas, cada uma com a fonte, a data e as etiquetas.

## O painel
O painel de informação de mercado mostra os concorrentes com os sinais mais recentes e as etiquetas mais frequentes, gráficos dos sinais por mês e por concorrente e a lista de sinais. Pesquise os sinais e filtre-os por concorrente, etiqueta, tipo e data.

## Análise
Em **Painel › Análise** vê quantas vezes cada concorrente surgiu nos seus sinais, mês a mês, e pode comparar os concorrentes lado a lado.

## Quem regista os sinais
Os administradores da empresa registam concorrentes e sinais na *Administração da informação de mercado*; todos na empresa os podem consultar.`,
  },
  services: {
    title: 'Serviços',
    body: `Serviços reúne tudo o que a sua empresa contratou através do portal.

## Abrir um serviço
Escolha um serviço para o abrir. Consoante o serviço, este abre
- **dentro do portal**,
- **incorporado** numa página do portal, ou
- num site **externo**, eventualmente num novo separador.

Marque como **favoritos** os serviços que utiliza com frequência; o cartão *Os meus serviços* do seu painel mostra-os juntamente com os que abriu recentemente.

## Categorias e pontos de acesso
Os serviços estão organizados por **categorias**. O local onde um serviço é acedido — o seu **ponto de acesso** — é configurado pela equipa do portal no catálogo de serviços, pelo que não precisa de endereços nem de marcadores próprios. Alguns serviços só estão disponíveis para determinados grupos da sua empresa.

A sua empresa também pode utilizar um serviço como página inicial.`,
  },
  whiteboard: {
    title: 'Quadro branco',
    body: `O quadro branco é uma superfície de desenho para workshops, esboços e planeamento, onde várias pessoas desenham em conjunto e em direto.

## Cenas
Cada quadro é uma **cena**. *Quadro branco*, no menu, lista as cenas que pode abrir — as suas e as que os colegas partilham com a empresa — com pré-visualização, pesquisa e filtro. *Nova cena* cria uma; o menu de uma cena permite mudar-lhe o nome, partilhá-la, duplicá-la ou eliminá-la. Uma cena eliminada pode ser recuperada com *Anular* durante 7 dias.

## Guardar
Tudo o que desenha é guardado pouco depois de parar; a linha por cima do quadro indica se todas as alterações foram guardadas. Se não for possível aceder ao portal, o desenho mantém-se no separador e é guardado quando a ligação for restabelecida.

## Desenhar em conjunto
Partilhe uma cena com *Todos podem desenhar* e os colegas que a abrirem desenham consigo: vê os traços e os ponteiros deles, com os respetivos nomes, em tempo real. Com *Todos podem ver*, acompanham sem alterar nada.

## Trabalhar no quadro
- Desenhe formas, setas e linhas à mão livre, escreva texto e insira imagens (PNG, JPEG, WebP ou GIF até 4 MB).
- Mova, agrupe e formate elementos com a barra de ferramentas; guarde as formas preferidas na biblioteca.
- Exporte o quadro ou uma seleção em PNG ou SVG a partir do menu.

O quadro branco é também a página inicial predefinida do portal quando a sua empresa não tem nenhuma.`,
  },
  academy: {
    title: 'Academia',
    body: `A academia contém conteúdos de aprendizagem preparados para si: **cursos** compostos por **lições**.

## Fazer um curso
1. Abra um curso a partir da grelha de cursos.
2. Leia cada lição; uma lição pode conter texto, um **vídeo** e **ficheiros** para transferir.
3. Escolha **Marcar como concluída** quando terminar uma lição.

## O seu progresso
Cada curso mostra quantas das suas lições concluiu. O progresso fica guardado na sua conta, pelo que pode continuar em qualquer dispositivo.

A equipa do portal redige os cursos e publica-os quando estão prontos.`,
  },
  notifications: {
    title: 'Notificações',
    body: `As notificações mantêm-no a par do que lhe diz respeito. O sino no topo de cada página mostra quantas estão por ler e atualiza-se assim que algo acontece.

## Tipos de notificações
- **Anúncios** da equipa do portal, por exemplo sobre manutenção ou novas funcionalidades. Um anúncio crítico aparece como faixa em todas as páginas até o ocultar.
- **Notificações pessoais**: um objetivo, resultado-chave ou projeto que lhe foi atribuído, uma nova tarefa para si, um check-in previsto ou em atraso, uma resposta ao seu pedido de suporte ou de coaching, e um aviso de segurança quando um administrador começa a agir em seu nome para o ajudar.

## Leitura
Abra **Notificações** a partir do sino: as não lidas aparecem primeiro e pode filtrar por estado de leitura e por tipo. Abrir uma notificação marca-a como lida e leva-o ao assunto em causa; **Marcar todas como lidas** limpa a lista de uma só vez.

## A sua página inicial
A página inicial recebe-o com os anúncios atuais e uma lista única de tudo o que precisa de si agora: check-ins previstos, tarefas a terminar ou em atraso e, para a equipa do portal, pedidos à espera de resposta.

## A escolha é sua
No seu perfil, escolha para cada tipo se lhe chega no portal, por e-mail, pelas duas vias ou de modo nenhum. O aviso de segurança aparece sempre no portal.`,
  },
  coaching: {
    title: 'Coaching',
    body: `O coaching põe-no em contacto com os nossos coaches nas áreas de liderança, objetivos e trabalho em equipa.

## Pedir coaching
1. Escolha uma das **ofertas** na página de coaching.
2. Descreva o seu tema e proponha datas que lhe convenham.
3. Envie o pedido.

## Depois do pedido
Os seus pedidos aparecem na página de coaching. É aí que troca mensagens com a equipa de coaching, que marca a data, e recebe uma notificação a cada resposta. Feche um pedido quando o assunto estiver resolvido.`,
  },
  'using-the-guide': {
    title: 'Utilizar o guia',
    body: `O guia explica cada módulo do portal — esta página faz parte dele.

## Encontrar ajuda
- **Pesquise** qualquer palavra: o guia encontra-a nos títulos e textos no seu idioma, incluindo outras formas da palavra (*equipa* encontra *equipas*).
- **Filtre por módulo** para ver apenas os artigos sobre uma parte do portal.

## A visita guiada
Na primeira visita, uma breve visita guiada apresenta a navegação, o menu de idioma e o menu do utilizador. Escolha **Reiniciar a visita guiada** na página do guia para a repetir.

A equipa do portal redige os artigos em inglês, alemão, espanhol, francês e português; as variantes austríaca e suíça mostram o texto alemão.`,
  },
  support: {
    title: 'Suporte',
    body: `O suporte é a forma de contactar a equipa do portal quando algo não funciona ou está em falta.

## Antes de escrever
- Consulte o **guia**: muitas perguntas já têm resposta aí.
- Anote o que fez, o que esperava e o que aconteceu em vez disso.

## Enviar um pedido
Descreva a sua questão na página de suporte. Quanto mais precisa for a descrição — a página, a hora, uma captura de ecrã —, mais depressa podemos ajudar.

## A resposta
Os seus pedidos aparecem na página de suporte com toda a conversa. É aí que lê as nossas respostas, que também recebe por e-mail. Responda na mesma página; uma resposta a um pedido fechado volta a abri-lo.`,
  },
  users: {
    title: 'Utilizadores',
    body: `Utilizadores é a administração das pessoas que podem iniciar sessão.

## Quem vê o quê
- Os **administradores da empresa** veem e gerem os membros da respetiva empresa.
- A **equipa do portal** vê todos os utilizadores de todas as empresas.

## O que pode fazer
- **Pesquisar** utilizadores por nome ou e-mail e consultar as respetivas empresas, funções, grupos e se a conta está ativa.
- Criar utilizadores um a um ou **importar** vários de uma vez a partir de um ficheiro Excel ou CSV, com convite por e-mail.
- Enviar uma ligação para **redefinir a palavra-passe**.
- Gerir os **grupos** da empresa, que determinam quem pode abrir determinados serviços.
- **Diretório**: se o diretório da sua empresa (LDAP ou Active Directory) estiver ligado, importe utilizadores a partir dele e acompanhe as sincronizações.
- O **registo de auditoria** regista quem alterou o quê.
- A equipa do portal pode **agir como um utilizador** (representação) para ver o portal pelos olhos dele; uma faixa indica-o enquanto durar, a pessoa é notificada e cada início e fim fica registado.`,
  },
  teams: {
    title: 'Equipas',
    body: `Equipas agrupa as pessoas da sua empresa nas unidades que trabalham em conjunto em objetivos e projetos.

## Uma equipa tem
- um **nome** e uma breve descrição,
- um **líder**, que é sempre membro,
- **membros** da sua empresa.

## Gerir equipas
Os administradores da empresa criam equipas, mudam o líder e os membros e eliminam as equipas que deixaram de existir. Todos na empresa podem ver as equipas e quem pertence a cada uma.

Objetivos e OKR utiliza as equipas para filtrar e agrupar objetivos e projetos.`,
  },
  'auto-assign-rules': {
    title: 'Regras de atribuição automática',
    body: `As regras de atribuição automática colocam as novas pessoas no sítio certo sem intervenção manual.

## Como funciona uma regra
Uma regra indica um **domínio de e-mail** da sua empresa, por exemplo *acme.example*, e os **grupos** a que as novas pessoas aderem. Quem tiver um endereço nesse domínio passa a fazer parte da sua empresa e desses grupos
- ao registar-se,
- sempre que inicia sessão com o início de sessão único, e
- sempre que a importação do diretório o cria ou atualiza.

Uma regra produz efeito assim que a equipa do portal aprovar o respetivo domínio; não são aceites fornecedores de e-mail públicos.

## Convém saber
As regras só acrescentam: alterar ou eliminar uma regra não retira ninguém da sua empresa nem dos respetivos grupos.

Os administradores da empresa gerem as regras da sua empresa; a equipa do portal gere todas as regras.`,
  },
  companies: {
    title: 'Empresas',
    body: `Empresas é onde a equipa do portal gere as empresas clientes.

## Para cada empresa
- **Nome** e **logótipo**.
- **Página inicial**: onde os membros chegam depois de iniciar sessão — uma página interna do portal, um site externo (no mesmo separador ou num novo) ou um serviço incorporado. Sem página inicial, abre-se o quadro branco.
- **Módulos**: os que as pessoas da empresa veem, os que aparecem bloqueados com uma nota sobre como os obter e os que estão ocultos; e se o assistente de IA está ativado, quando o portal tem um configurado.
- **Códigos de ativação** com os quais as pessoas aderem à empresa.
- **Identidade**: início de sessão único através do fornecedor de identidade da empresa (OpenID Connect) e o respetivo diretório (LDAP ou Active Directory), importado e mantido sincronizado.

Só a equipa do portal cria, altera ou elimina empresas. Os membros consultam a página da sua empresa e alternam entre as suas empresas no menu do utilizador.

## Para os administradores da empresa
Na página da empresa em que trabalham, os administradores da empresa gerem
- as **contas de serviço** e os respetivos tokens, com os quais as integrações utilizam a API do portal, e
- os **webhooks**, que informam os seus próprios sistemas dos eventos da empresa, assinados e reenviados até serem recebidos.`,
  },
  'market-intelligence-admin': {
    title: 'Administração da informação de mercado',
    body: `A *Administração da informação de mercado* é onde se mantém a informação de mercado da sua empresa.

## Tarefas
- Registar os **concorrentes** que acompanha, com o site e uma descrição.
- Registar **sinais** — notícias com o endereço da fonte ou notas próprias — com data, resumo, etiquetas e o concorrente a que dizem respeito.
- Eliminar o que deixou de ser relevante; os sinais de um concorrente eliminado mantêm-se, sem concorrente.

Os administradores da empresa gerem a informação de mercado da sua empresa e a equipa do portal a de todas as empresas. Todos na empresa a consultam no painel de informação de mercado.`,
  },
}
